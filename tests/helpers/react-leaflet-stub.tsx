// jsdom has no layout engine, so Leaflet cannot draw a map there, and react-leaflet is ESM-only.
// Client tests that pass through /contact get this inert stand-in; the real map is exercised in
// Chromium by the browser tests (tests/e2e).
import type { ReactNode } from 'react';

export function MapContainer({ children }: { children?: ReactNode }) {
  return <div className="leaflet-stub">{children}</div>;
}

export function TileLayer() {
  return null;
}

export function CircleMarker({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export function Tooltip({ children }: { children?: ReactNode }) {
  return <span>{children}</span>;
}

export function useMap() {
  const container = document.createElement('div');
  return { getContainer: () => container };
}
