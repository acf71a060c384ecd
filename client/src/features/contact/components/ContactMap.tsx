// The only module that imports Leaflet: ContactPage loads it with React.lazy, so Leaflet and its
// stylesheet are a chunk of their own that only /contact downloads.
import 'leaflet/dist/leaflet.css';

import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';

import type { MapTiles } from '../map-tiles';
import { MAP_VIEW, type OfficeLocation } from '../office-locations';

export interface ContactMapProps {
  locations: readonly OfficeLocation[];
  tiles: MapTiles;
  /** The map's accessible name. */
  label: string;
  /** The id of the element (the plain list) that carries the same information as text. */
  describedBy?: string;
}

const MARKER_STYLE = { color: '#ffffff', weight: 2, fillColor: '#0b5d8a', fillOpacity: 1 } as const;

/** Leaflet builds its own container div; name it so a screen reader can tell what it is. */
function MapName({ label, describedBy }: Pick<ContactMapProps, 'label' | 'describedBy'>) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    if (describedBy) container.setAttribute('aria-describedby', describedBy);
    else container.removeAttribute('aria-describedby');
  }, [map, label, describedBy]);
  return null;
}

/**
 * The world map of our offices. Markers are vector circles (no Leaflet marker images to fetch),
 * each with a permanent label; they stay visible when the tiles cannot load.
 */
export function ContactMap({ locations, tiles, label, describedBy }: ContactMapProps) {
  return (
    <MapContainer
      className="contact-map"
      center={MAP_VIEW.center}
      zoom={MAP_VIEW.zoom}
      maxZoom={MAP_VIEW.maxZoom}
      minZoom={1}
      // The page scrolls past the map: zoom with the buttons, a double click or the keyboard.
      scrollWheelZoom={false}
      worldCopyJump
    >
      <MapName label={label} describedBy={describedBy} />
      <TileLayer url={tiles.url} attribution={tiles.attribution} maxZoom={MAP_VIEW.maxZoom} />
      {locations.map((location) => (
        <CircleMarker key={location.id} center={[...location.position]} radius={7} pathOptions={MARKER_STYLE}>
          <Tooltip permanent direction={location.labelSide} className="contact-map__label">
            {location.city}
          </Tooltip>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
