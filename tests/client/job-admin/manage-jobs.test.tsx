import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { ManageJobsPage } from '../../../client/src/features/job-admin/ManageJobsPage';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import {
  adminJob,
  deleteErrorMock,
  deleteMock,
  httpFailure,
  inputOf,
  listErrorMock,
  listMock,
  openDetails,
  partner,
  savedJob,
  updateErrorMock,
  updateMock,
  withClientOptions,
} from './fixtures';

function renderManageJobs(mocks: MockLink.MockedResponse[]) {
  return renderApp(<ManageJobsPage />, { route: '/admin/manage-jobs', mocks: withClientOptions(mocks) });
}

const table = () => screen.getByRole('table', { name: 'Open jobs' });
/** The body rows' titles, top to bottom. */
const titles = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('manage jobs: the list', () => {
  it('shows the loading text, then a row per job with its title, location and View Details', async () => {
    renderManageJobs([listMock({ items: [partner, adminJob(2, { location: '' })] })]);

    expect(screen.getByRole('heading', { level: 1, name: 'Manage Jobs' })).toBeInTheDocument();
    expect(document.title).toBe('Manage Jobs · Talent Consultancy');
    expect(screen.getByText('Loading jobs...')).toHaveAttribute('role', 'status');

    await screen.findByRole('table', { name: 'Open jobs' });
    expect(screen.queryByText('Loading jobs...')).not.toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Location', 'Applicants', 'Awaiting decision', 'Actions']);
    const [, first, second] = within(table()).getAllByRole('row');
    expect(first).toHaveTextContent('Senior Talent Acquisition Partner');
    expect(first).toHaveTextContent('Bengaluru');
    expect(
      within(first!).getByRole('button', { name: 'View Details for Senior Talent Acquisition Partner' }),
    ).toHaveTextContent('View Details');
    expect(second).toHaveTextContent('Not specified');
    expect(screen.getByText('Showing 2 of 2 open jobs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says "Failed to fetch jobs." when the list request fails', async () => {
    renderManageJobs([listErrorMock()]);
    expect(await screen.findByText('Failed to fetch jobs.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says there are no open jobs and links to posting one when the list is empty', async () => {
    renderManageJobs([listMock({ items: [] })]);
    expect(await screen.findByText(/There are no open jobs\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/admin/job-posting');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('appends the next page when Load more is pressed, and hides the button once all are shown', async () => {
    const user = setupUser();
    const firstPage = Array.from({ length: 20 }, (_, index) => adminJob(index + 1));
    renderManageJobs([
      listMock({ items: firstPage, total: 21 }),
      listMock({ items: [adminJob(21)], total: 21, offset: 20 }),
    ]);

    await screen.findByRole('table', { name: 'Open jobs' });
    expect(screen.getByText('Showing 20 of 21 open jobs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await within(table()).findByRole('cell', { name: 'Position 21' })).toBeInTheDocument();
    expect(titles()).toHaveLength(21);
    expect(titles()[0]).toBe('Position 1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('manage jobs: details', () => {
  it('shows the title, location and the three lists without blank lines when View Details is pressed', async () => {
    const user = setupUser();
    renderManageJobs([listMock({ items: [partner] })]);

    const dialog = await openDetails(user, partner.title);
    expect(within(dialog).getByText('Bengaluru')).toBeInTheDocument();
    const lists = within(dialog).getAllByRole('list');
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([
      ['Lead hiring for our clients.', 'Work across three regions.'],
      ['Run interviews', 'Advise hiring managers'],
      ['5+ years in recruitment'],
    ]);
    for (const heading of ['Description', 'Responsibilities', 'Qualifications']) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: `Update ${partner.title}` })).toHaveTextContent('Update');
    expect(within(dialog).getByRole('button', { name: `Delete ${partner.title}` })).toHaveTextContent('Delete');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `View Details for ${partner.title}` })).toHaveFocus();
  });
});

describe('manage jobs: update', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    alert.mockRestore();
    jest.useRealTimers();
  });

  async function openEdit(mocks: MockLink.MockedResponse[]) {
    const user = setupUser();
    renderManageJobs([listMock({ items: [partner, adminJob(2)] }), ...mocks]);
    const details = await openDetails(user, partner.title);
    await user.click(within(details).getByRole('button', { name: `Update ${partner.title}` }));
    return { user, dialog: screen.getByRole('dialog', { name: 'Update Job' }) };
  }

  it('pre-fills the form with one point per line and no blank lines when Update is pressed', async () => {
    const { dialog } = await openEdit([]);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue(partner.title);
    expect(within(dialog).getByRole('textbox', { name: 'Location' })).toHaveValue('Bengaluru');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Lead hiring for our clients.\nWork across three regions.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Responsibilities' })).toHaveValue(
      'Run interviews\nAdvise hiring managers',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Qualifications' })).toHaveValue('5+ years in recruitment');
    expect(within(dialog).getByRole('combobox', { name: 'Employment type' })).toHaveValue('FULL_TIME');
    expect(within(dialog).getByRole('combobox', { name: 'Workplace' })).toHaveValue('REMOTE');
    expect(within(dialog).getByRole('textbox', { name: 'Remote from (country or region)' })).toHaveValue('India');
    expect(within(dialog).getByRole('spinbutton', { name: 'Salary from' })).toHaveValue(1200000);
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
    expect(within(dialog).getByLabelText('Closing date')).toHaveValue('2030-06-30');
    expect(within(dialog).getByRole('combobox', { name: 'Client' })).toHaveValue('client-northwind');
    expect(within(dialog).getByRole('option', { name: 'Northwind Cloud' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Confidential client' })).not.toBeChecked();
  });

  it('goes back to the details without saving when Cancel is pressed', async () => {
    const { user, dialog } = await openEdit([]);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog', { name: 'Update Job' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: partner.title })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the new title in the list without a refetch and closes when the update is saved', async () => {
    // The success line shows for SUCCESS_MESSAGE_MS: on fake timers it is still there when read,
    // however slow the machine (on real ones a loaded run read it after it had gone).
    jest.useFakeTimers();
    const input = inputOf(partner, {
      title: 'Principal Talent Partner',
      qualifications: ['5+ years in recruitment', 'Fluent English'],
    });
    const { user, dialog } = await openEdit([updateMock(partner.id, input, savedJob(partner, input))]);

    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Principal Talent Partner');
    await user.type(within(dialog).getByRole('textbox', { name: 'Qualifications' }), '{Enter}{Enter}Fluent English');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Only one list answer was mocked: the row changed through the normalized cache.
    expect(titles()).toEqual(['Principal Talent Partner', 'Position 2']);
    expect(screen.getByRole('status')).toHaveTextContent('Job updated successfully!');
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts "Failed to update job: " with the server message and keeps the form when the server refuses', async () => {
    const input = inputOf(partner, { title: '' });
    const { user, dialog } = await openEdit([
      updateErrorMock(partner.id, input, {
        result: {
          errors: [{ message: 'title is required (at most 200 characters).', extensions: { code: 'BAD_USER_INPUT' } }],
        },
      }),
    ]);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Title' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to update job: title is required (at most 200 characters).'),
    );
    expect(screen.getByRole('dialog', { name: 'Update Job' })).toBeInTheDocument();
    expect(titles()).toEqual([partner.title, 'Position 2']);
  });

  it('alerts "Failed to update job: " with the HTTP status when the request fails', async () => {
    const { user, dialog } = await openEdit([
      updateErrorMock(partner.id, inputOf(partner), { error: httpFailure(502) }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update job: 502'));
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});

describe('manage jobs: delete', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    alert.mockRestore();
    jest.useRealTimers();
  });

  async function openConfirm(mocks: MockLink.MockedResponse[]) {
    const user = setupUser();
    renderManageJobs([listMock({ items: [adminJob(1), partner], total: 2 }), ...mocks]);
    const details = await openDetails(user, partner.title);
    await user.click(within(details).getByRole('button', { name: `Delete ${partner.title}` }));
    return { user, dialog: screen.getByRole('dialog', { name: `Delete ${partner.title}?` }) };
  }

  it('asks for confirmation, saying the job is archived, when Delete is pressed', async () => {
    const { dialog } = await openConfirm([]);
    expect(within(dialog).getByText('Deleted jobs are archived: their applicants stay reachable.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps the job and goes back to its details when Cancel is pressed', async () => {
    const { user, dialog } = await openConfirm([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog', { name: `Delete ${partner.title}?` })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: partner.title })).toBeInTheDocument();
    expect(titles()).toEqual(['Position 1', partner.title]);
  });

  it('removes the row without a refetch when the deletion succeeds', async () => {
    // The success line shows for SUCCESS_MESSAGE_MS: on fake timers it is still there when read,
    // however slow the machine (on real ones a loaded run read it after it had gone).
    jest.useFakeTimers();
    const { user, dialog } = await openConfirm([deleteMock(partner.id)]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titles()).toEqual(['Position 1']);
    expect(screen.getByText('Showing 1 of 1 open jobs')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Job deleted successfully!');
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts "Failed to delete job." and keeps the row when the deletion fails', async () => {
    const { user, dialog } = await openConfirm([deleteErrorMock(partner.id)]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete job.'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(titles()).toEqual(['Position 1', partner.title]);
  });
});
