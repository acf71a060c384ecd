import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { ManageJobsPage } from '../../../client/src/features/job-admin/ManageJobsPage';
import { formatMoment } from '../../../client/src/lib/format-when';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import {
  adminJob,
  archivedJob,
  archivedListErrorMock,
  archivedListMock,
  listMock,
  reopenMock,
  reopenRefusedMock,
} from './fixtures';

function renderManageJobs(route: string, mocks: MockLink.MockedResponse[]) {
  return renderApp(<ManageJobsPage />, { route, mocks });
}

const rowOf = (table: HTMLElement, title: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('cell', { name: title }))!;

/** The body rows' cell texts, top to bottom. */
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('manage jobs: applicant counts', () => {
  it('shows each open job’s applicants, linked to its candidates, and those awaiting a decision when the list loads', async () => {
    renderManageJobs('/admin/manage-jobs', [
      listMock({
        items: [
          { ...adminJob(1), applicantCount: 12, awaitingDecisionCount: 3 },
          { ...adminJob(2), applicantCount: 1, awaitingDecisionCount: 0 },
        ],
      }),
    ]);

    const table = await screen.findByRole('table', { name: 'Open jobs' });
    expect(bodyRows(table).map((cells) => cells.slice(2, 4))).toEqual([
      ['12 applicants for Position 1', '3'],
      ['1 applicant for Position 2', '0'],
    ]);
    expect(within(table).getByRole('link', { name: '12 applicants for Position 1' })).toHaveAttribute(
      'href',
      '/admin/applied-candidates?job=job-1',
    );
    expect(within(table).getByRole('link', { name: '1 applicant for Position 2' })).toHaveAttribute(
      'href',
      '/admin/applied-candidates?job=job-2',
    );
  });
});

describe('manage jobs: the archived view', () => {
  it('shows the open jobs, with Open marked as the view shown, when no view is asked for', async () => {
    renderManageJobs('/admin/manage-jobs', [listMock({ items: [adminJob(1)] })]);

    await screen.findByRole('table', { name: 'Open jobs' });
    const views = screen.getByRole('navigation', { name: 'Which jobs' });
    expect(within(views).getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
    expect(within(views).getByRole('link', { name: 'Archived' })).not.toHaveAttribute('aria-current');
  });

  it('lists the archived jobs with when each was archived and its counts when Archived is chosen', async () => {
    const user = setupUser();
    const archivedAt = '2025-04-02T10:00:00.000Z';
    const { router } = renderManageJobs('/admin/manage-jobs', [
      listMock({ items: [adminJob(1)] }),
      archivedListMock({
        items: [archivedJob(1, { archivedAt, applicantCount: 4, awaitingDecisionCount: 2 }), archivedJob(2)],
      }),
    ]);
    await screen.findByRole('table', { name: 'Open jobs' });

    await user.click(screen.getByRole('link', { name: 'Archived' }));

    const table = await screen.findByRole('table', { name: 'Archived jobs' });
    expect(router.state.location.search).toBe('?view=archived');
    expect(screen.queryByRole('table', { name: 'Open jobs' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Archived' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Location', 'Archived', 'Applicants', 'Awaiting decision', 'Actions']);
    const row = rowOf(table, 'Archived position 1');
    expect(within(row).getByText(formatMoment(archivedAt))).toHaveAttribute('datetime', archivedAt);
    expect(within(row).getByRole('link', { name: '4 applicants for Archived position 1' })).toHaveAttribute(
      'href',
      '/admin/applied-candidates?job=archived-1',
    );
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('2');
    expect(within(row).getByRole('button', { name: 'Reopen Archived position 1' })).toHaveTextContent('Reopen');
    expect(screen.getByText('Showing 2 of 2 archived jobs')).toBeInTheDocument();
  });

  it('says there are no archived jobs when none is archived', async () => {
    renderManageJobs('/admin/manage-jobs?view=archived', [archivedListMock({ items: [] })]);

    expect(await screen.findByText('There are no archived jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says "Failed to fetch jobs." when the archived jobs fail to load', async () => {
    renderManageJobs('/admin/manage-jobs?view=archived', [archivedListErrorMock()]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch jobs.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('appends the next archived page when Load more is pressed', async () => {
    const user = setupUser();
    const firstPage = Array.from({ length: 20 }, (_, index) => archivedJob(index + 1));
    renderManageJobs('/admin/manage-jobs?view=archived', [
      archivedListMock({ items: firstPage, total: 21 }),
      archivedListMock({ items: [archivedJob(21)], total: 21, offset: 20 }),
    ]);
    const table = await screen.findByRole('table', { name: 'Archived jobs' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await within(table).findByRole('cell', { name: 'Archived position 21' })).toBeInTheDocument();
    expect(bodyRows(table)).toHaveLength(21);
    expect(screen.getByText('Showing 21 of 21 archived jobs')).toBeInTheDocument();
  });

  it('takes the job out of the archived list, says so, and shows it among the open jobs without a reload when Reopen succeeds', async () => {
    const user = setupUser();
    const reopened = adminJob(31, { title: 'Archived position 1', location: 'Town 1' });
    renderManageJobs('/admin/manage-jobs', [
      listMock({ items: [adminJob(5)] }),
      archivedListMock({ items: [archivedJob(1, { id: reopened.id }), archivedJob(2)] }),
      reopenMock(reopened.id),
      // Back on the Open view, the list is asked for again and now holds the job.
      listMock({ items: [reopened, adminJob(5)] }),
    ]);
    await screen.findByRole('table', { name: 'Open jobs' });
    await user.click(screen.getByRole('link', { name: 'Archived' }));
    const table = await screen.findByRole('table', { name: 'Archived jobs' });

    await user.click(within(table).getByRole('button', { name: 'Reopen Archived position 1' }));

    expect(
      await screen.findByText('“Archived position 1” reopened successfully! It is back among the open jobs.'),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(bodyRows(table).map((cells) => cells[0])).toEqual(['Archived position 2']));
    expect(screen.getByText('Showing 1 of 1 archived jobs')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Open' }));
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table', { name: 'Open jobs' })).map((cells) => cells[0])).toEqual([
        'Archived position 1',
        'Position 5',
      ]),
    );
  });

  it('keeps the job, says why and lets Reopen be pressed again when the server refuses it', async () => {
    const user = setupUser();
    renderManageJobs('/admin/manage-jobs?view=archived', [
      archivedListMock({ items: [archivedJob(1), archivedJob(2)] }),
      reopenRefusedMock('archived-1'),
    ]);
    const table = await screen.findByRole('table', { name: 'Archived jobs' });

    await user.click(within(table).getByRole('button', { name: 'Reopen Archived position 1' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reopen “Archived position 1”: This job is not archived: there is nothing to reopen.',
    );
    expect(bodyRows(table).map((cells) => cells[0])).toEqual(['Archived position 1', 'Archived position 2']);
    expect(within(table).getByRole('button', { name: 'Reopen Archived position 1' })).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
