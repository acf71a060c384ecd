import './app/styles.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { router } from './app/router';

// No Apollo here: the screens that talk to the API bring the client with them (see the route
// table), so the home page paints without downloading it. The first render is a transition, so
// React renders the page in short slices that leave the main thread free between them (on a slow
// phone one uninterrupted render blocked input for a quarter of a second).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
