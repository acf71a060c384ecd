import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';

import { mountApp } from '../../../client/src/app/mount-app';

/** A router whose one screen is a lazy chunk the test delivers, with a second subscriber as router.ts has. */
function routerWithLazyScreen() {
  let deliver: () => void = () => undefined;
  const chunk = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  const router = createMemoryRouter([
    {
      path: '/',
      // What react-router would show if it were mounted before the chunk came.
      HydrateFallback: () => <p>The router’s own fallback</p>,
      children: [
        {
          index: true,
          lazy: async () => {
            await chunk;
            return { Component: () => <h1>The screen</h1> };
          },
        },
      ],
    },
  ]);
  router.subscribe(() => undefined);
  return { router, deliver };
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('mounting the app', () => {
  // RouterProvider mounted before the router is ready can miss the update that readies it (the
  // page then shows its fallback for good): it is mounted only once the first screen's chunk is in.
  it('shows the loading line, not the router, until the first screen’s chunk is in, then the screen', async () => {
    const { router, deliver } = routerWithLazyScreen();
    act(() => mountApp(root, container, router));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('The router’s own fallback')).not.toBeInTheDocument();

    await act(async () => deliver());
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves a page the server drew as it is until the screen replaces it', async () => {
    const { router, deliver } = routerWithLazyScreen();
    container.innerHTML = '<h1>Drawn by the server</h1>';
    act(() => mountApp(root, container, router));
    expect(screen.getByRole('heading', { name: 'Drawn by the server' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(async () => deliver());
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Drawn by the server' })).not.toBeInTheDocument();
  });

  it('renders the router at once when its first screen needs no chunk', () => {
    const router = createMemoryRouter([{ path: '/', Component: () => <h1>Home</h1> }]);
    act(() => mountApp(root, container, router));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});
