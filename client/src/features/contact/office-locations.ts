export type Region = 'USA' | 'Europe' | 'Asia' | 'ANZ';

export interface OfficeLocation {
  /** Stable key, also used in tests. */
  id: string;
  city: string;
  country: string;
  region: Region;
  /** [latitude, longitude] */
  position: readonly [number, number];
  /** Where the map label sits, so that neighbours at world zoom do not cover each other. */
  labelSide: 'top' | 'bottom' | 'left' | 'right';
}

/** The ten places marked on the contact map (SPEC section 9: ten markers), west to east. */
export const OFFICE_LOCATIONS: readonly OfficeLocation[] = [
  {
    id: 'new-york',
    city: 'New York',
    country: 'United States',
    region: 'USA',
    position: [40.7128, -74.006],
    labelSide: 'left',
  },
  {
    id: 'london',
    city: 'London',
    country: 'United Kingdom',
    region: 'Europe',
    position: [51.5074, -0.1278],
    labelSide: 'left',
  },
  {
    id: 'amsterdam',
    city: 'Amsterdam',
    country: 'Netherlands',
    region: 'Europe',
    position: [52.3676, 4.9041],
    labelSide: 'right',
  },
  {
    id: 'dubai',
    city: 'Dubai',
    country: 'United Arab Emirates',
    region: 'Asia',
    position: [25.2048, 55.2708],
    labelSide: 'left',
  },
  { id: 'mumbai', city: 'Mumbai', country: 'India', region: 'Asia', position: [19.076, 72.8777], labelSide: 'top' },
  {
    id: 'bengaluru',
    city: 'Bengaluru',
    country: 'India',
    region: 'Asia',
    position: [12.9716, 77.5946],
    labelSide: 'bottom',
  },
  {
    id: 'singapore',
    city: 'Singapore',
    country: 'Singapore',
    region: 'Asia',
    position: [1.3521, 103.8198],
    labelSide: 'right',
  },
  { id: 'tokyo', city: 'Tokyo', country: 'Japan', region: 'Asia', position: [35.6762, 139.6503], labelSide: 'right' },
  {
    id: 'sydney',
    city: 'Sydney',
    country: 'Australia',
    region: 'ANZ',
    position: [-33.8688, 151.2093],
    labelSide: 'left',
  },
  {
    id: 'auckland',
    city: 'Auckland',
    country: 'New Zealand',
    region: 'ANZ',
    position: [-36.8485, 174.7633],
    labelSide: 'right',
  },
];

/** The map's opening view and limits (SPEC section 9). */
export const MAP_VIEW = { center: [20, 10] as [number, number], zoom: 2, maxZoom: 19 } as const;
