import './app/styles.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { AppProviders } from './app/providers';
import { router } from './app/router';
import { createApolloClient } from './lib/apollo-client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={createApolloClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
