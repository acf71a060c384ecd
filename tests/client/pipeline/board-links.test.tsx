import { screen } from '@testing-library/react';

import { meMock } from '../../helpers/me-mock';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';
import { adminJob, listMock } from '../job-admin/fixtures';

import { BOARD_PATH, boardMocks, fakeLayout, JOB, withNoShortlists } from './fixtures';

fakeLayout();

describe('reaching a job’s pipeline board', () => {
  it('opens the board from the job’s Pipeline link in Manage Jobs', async () => {
    const user = setupUser();
    const { router } = renderApp('/admin/manage-jobs', {
      role: 'INTERNAL_RECRUITER',
      mocks: withNoShortlists([meMock('INTERNAL_RECRUITER'), listMock({ items: [adminJob(1, JOB)] }), ...boardMocks()]),
    });

    const link = await screen.findByRole('link', { name: `Pipeline for ${JOB.title}` });
    expect(link).toHaveAttribute('href', BOARD_PATH);
    await user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: `Pipeline: ${JOB.title}` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(BOARD_PATH);
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });
});
