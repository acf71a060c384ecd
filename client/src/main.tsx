import './app/styles.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { router } from './app/router';

// No Apollo here: the screens that talk to the API bring the client with them (see the route
// table), so the home page paints without downloading it. The first render is a transition, so
// React renders the page in short slices that leave the main thread free between them (on a slow
// phone one uninterrupted render blocked input for a quarter of a second).
const container = document.getElementById('root')!;
const root = createRoot(container);
function render() {
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

// A page the server drew (a static rendition in #root, e.g. the job list) stays until the screen's
// lazy chunk is in: the first render then replaces it with the screen itself, not with the
// "Loading…" line, so the page neither flashes nor moves when the app takes over.
if (container.hasChildNodes() && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
} else {
  render();
}
