import { createBrowserRouter } from 'react-router-dom';

import { forgetChunkReload } from './RouteError';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// A screen loaded without error (the first one too): the next deploy may reload this tab once again (RouteError).
function loadedWell(state: typeof router.state) {
  if (state.initialized && state.navigation.state === 'idle' && !state.errors) forgetChunkReload();
}
loadedWell(router.state);
router.subscribe(loadedWell);
