import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { RouteLoading } from './RouteLoading';

/** The router RouterProvider takes (a browser router in the site, a memory router in tests). */
type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

/**
 * Renders the app into `root` once the router has loaded the first screen (its lazy chunk).
 *
 * RouterProvider is never mounted before that. Mounted early, it reads the router's state while it
 * renders but subscribes only when it commits; the first render is a transition, rendered in
 * slices, and a chunk that arrived in between was an update nobody heard once another subscriber
 * was there (router.tsx has one): the page showed "Loading…" for good, with nothing in flight
 * (remix-run/react-router#15527; browser tests hit it about once a run).
 *
 * Until then a page the server drew (a static rendition in `container`) stays as it is, so it
 * neither flashes nor moves when the app takes over; any other page shows the "Loading…" line.
 * The app's render is a transition, so React renders the page in short slices that leave the main
 * thread free between them (on a slow phone one uninterrupted render blocked input for a quarter
 * of a second).
 */
export function mountApp(root: Root, container: HTMLElement, router: AppRouter): void {
  const render = () => {
    startTransition(() => {
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
    });
  };
  if (router.state.initialized) {
    render();
    return;
  }
  if (!container.hasChildNodes()) root.render(<RouteLoading />);
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}
