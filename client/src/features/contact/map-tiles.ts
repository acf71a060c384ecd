/** Where the contact map's tiles come from, and the credit it must show for them. */
export interface MapTiles {
  url: string;
  /** HTML, as Leaflet's attribution control expects. */
  attribution: string;
}

/** The server's defaults (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), for a page served without the meta tags. */
export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

function metaContent(doc: Document, name: string): string | undefined {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content ? content : undefined;
}

/**
 * Reads the tile settings the server writes into index.html at run time, so one client build
 * works with any tile service. A missing or blank tag (the Vite dev server, tests) falls back to
 * the OpenStreetMap default; the URL and attribution fall back together, so a custom URL is never
 * shown with another service's credit.
 */
export function readMapTiles(doc: Document = document): MapTiles {
  const url = metaContent(doc, 'map-tile-url');
  if (!url) return DEFAULT_MAP_TILES;
  return { url, attribution: metaContent(doc, 'map-tile-attribution') ?? '' };
}
