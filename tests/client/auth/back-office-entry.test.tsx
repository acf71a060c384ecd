import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AUTH_TOKEN_KEY, USER_ROLE_KEY } from '../../../client/src/lib/auth';
import { renderApp } from '../../helpers/render-app';

describe('back office entry', () => {
  it('shows the stored role when a signed-in user opens /admin', async () => {
    renderApp('/admin', { role: 'INTERNAL_RECRUITER' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    expect(screen.getByText('INTERNAL_RECRUITER')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears the session and goes to / when Logout is pressed', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/admin/manage-events', { role: 'ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'MATCHING MISSION WITH PASSION' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_ROLE_KEY)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
