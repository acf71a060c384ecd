import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { CHUNK_RELOAD_KEY, RootError } from '../../../client/src/app/RouteError';
import { reloadPage } from '../../../client/src/lib/reload-page';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

jest.mock('../../../client/src/lib/reload-page', () => ({ reloadPage: jest.fn() }));
const reloadMock = jest.mocked(reloadPage);

// The about page's chunk is gone, as after a deploy: its import fails the way Chromium says it.
jest.mock('../../../client/src/features/company/AboutPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/AboutPage-old.js');
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // The boundary logs what it caught (and React reports it): kept out of the test output.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  reloadMock.mockReset();
  window.sessionStorage.clear();
});

function expectNoDeveloperScreen() {
  expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
}

describe('a page whose file is gone', () => {
  it('reloads the page once, remembering it in sessionStorage, and says it is loading', async () => {
    renderApp('/about');

    expect(await screen.findByText('Loading the latest version…')).toHaveAttribute('role', 'status');
    expect(reloadMock).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expectNoDeveloperScreen();
  });

  it('after that reload shows a page in the site’s frame that offers Reload, and does not reload by itself', async () => {
    const user = setupUser();
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    renderApp('/about');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    expect(document.title).toBe('This page could not be loaded · Talent Consultancy');
    // The site's header is still there to go elsewhere.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(reloadMock).not.toHaveBeenCalled();
    expectNoDeveloperScreen();

    await user.click(within(main).getByRole('button', { name: 'Reload' }));
    expect(reloadMock).toHaveBeenCalledTimes(1);
  });
});

describe('a page that fails otherwise', () => {
  function Broken(): never {
    throw new Error('Cannot read properties of undefined');
  }

  it('shows "Something went wrong" with Reload, never reloads by itself, and logs the error', async () => {
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RootError /> }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadMock).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Cannot read properties of undefined' }),
    );
    expectNoDeveloperScreen();
  });

  it('shows the not-found page for a 404 the router throws', async () => {
    const router = createMemoryRouter([{ path: '/', element: <p>Home</p>, errorElement: <RootError /> }], {
      initialEntries: ['/nowhere'],
    });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expectNoDeveloperScreen();
  });
});
