import { useSyncExternalStore } from 'react';

function mediaQuery(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a CSS media query matches now, re-rendering when that changes (a phone turned, a window
 * resized). Without matchMedia (jsdom, very old browsers) it never matches.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQuery(query)?.matches ?? false,
    () => false,
  );
}
