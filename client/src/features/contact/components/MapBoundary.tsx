import { Component, type ErrorInfo, type ReactNode } from 'react';

interface MapBoundaryProps {
  /** Shown instead of the map when its chunk or Leaflet fails. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps the contact page usable when the map cannot load (an old chunk after a deploy, offline). */
export class MapBoundary extends Component<MapBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The contact map failed to load', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
