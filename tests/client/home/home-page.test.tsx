import { act, screen } from '@testing-library/react';

import { HomePage } from '../../../client/src/features/home/HomePage';
import { MeDocument } from '../../../client/src/gql/graphql';
import { renderApp } from '../../helpers/render-app';

const meMock = {
  request: { query: MeDocument },
  result: {
    data: {
      me: {
        __typename: 'User' as const,
        id: 'u1',
        firstName: 'Rita',
        lastName: 'Recruiter',
        email: 'rita@example.com',
        role: 'INTERNAL_RECRUITER' as const,
      },
    },
  },
};

describe('home page', () => {
  it.each(['/', '/login'])('shows the tagline on %s', async (route) => {
    renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'MATCHING MISSION WITH PASSION' })).toBeInTheDocument();
  });

  it('greets a signed-in user by first name from the Me query', async () => {
    renderApp('/', { role: 'INTERNAL_RECRUITER', mocks: [meMock] });
    expect(await screen.findByText('Welcome back, Rita.')).toBeInTheDocument();
  });

  it('greets the same way when the page is rendered on its own', async () => {
    renderApp(<HomePage />, { role: 'USER', mocks: [meMock] });
    expect(await screen.findByText('Welcome back, Rita.')).toBeInTheDocument();
  });

  it('does not ask who is signed in when nobody is', async () => {
    // Me would answer at once with a user if it were asked: no greeting after a pause proves it
    // was not (the mocked network answers after `delay` ms).
    renderApp('/', { mocks: [{ ...meMock, delay: 0 }] });
    await screen.findByRole('heading', { level: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('shows "Page not found" for an unknown route, with a way home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
