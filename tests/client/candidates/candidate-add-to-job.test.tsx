import { screen, waitFor, within } from '@testing-library/react';

import { ApplicationAddToJobDocument } from '../../../client/src/gql/graphql';
import { formatMoment } from '../../../client/src/lib/format-when';
import { setupUser } from '../../helpers/user-events';

import {
  type Activity,
  addToJobMock,
  APPLIED_ACTIVITY,
  type Calls,
  type CandidateData,
  detailsMock,
  grace,
  refusedMock,
  renderCandidatePage,
} from './candidate-page-fixtures';
import { jobOptionsErrorMock, jobOptionsMock, type OptionJob } from './fixtures';

const CONFLICT_MESSAGE = 'This candidate has already applied for (or been added to) this job.';

const partner: OptionJob = { id: 'job-1', title: 'HR Business Partner', location: 'London' };
const designer: OptionJob = { id: 'job-2', title: 'Learning Designer', location: '' };
const payroll: OptionJob = { id: 'job-3', title: 'Payroll Lead', location: 'Leeds' };
const recruiter: OptionJob = { id: 'job-4', title: 'Recruiter', location: 'Remote' };
const OPEN_JOBS = [partner, designer, payroll, recruiter];

/** Grace applied for HR Business Partner (job-1) and, earlier, for Payroll Lead (job-3). A Word resume: no inline view. */
const candidate: CandidateData = {
  ...grace,
  resumeType: 'DOCX',
  otherApplications: [
    {
      id: 'app-7',
      status: 'Rejected',
      createdAt: '2025-02-10T12:00:00.000Z',
      job: { id: payroll.id, title: payroll.title, archivedAt: null },
    },
  ],
};

const ADDED_TO_JOB: Activity = {
  id: '2',
  kind: 'ADDED_TO_JOB',
  actorLabel: 'rita@example.com',
  at: '2025-03-05T10:00:00.000Z',
  details: { applicationId: 'app-9', jobTitle: designer.title },
};

/** The page's query answered again after the addition: the new application and the history line. */
const afterAdding: CandidateData = {
  ...candidate,
  otherApplications: [
    {
      id: 'app-9',
      status: null,
      createdAt: '2025-03-05T10:00:00.000Z',
      job: { id: designer.id, title: designer.title, archivedAt: null },
    },
    ...candidate.otherApplications,
  ],
  activity: [ADDED_TO_JOB, APPLIED_ACTIVITY],
};

function section(name: string) {
  return screen.getByRole('region', { name });
}

function historyTexts() {
  return within(section('History'))
    .getAllByRole('listitem')
    .map((line) => line.querySelector('.candidate-page__what')!.textContent);
}

async function openDialog(user: ReturnType<typeof setupUser>) {
  await user.click(await screen.findByRole('button', { name: 'Add to another job' }));
  return screen.findByRole('dialog', { name: 'Add Grace Hopper to another job' });
}

describe('the candidate page: add to another job', () => {
  it('offers the open jobs the person is not in yet, in a labelled select that has the focus, and Escape gives the focus back', async () => {
    const user = setupUser();
    renderCandidatePage(candidate.id, [detailsMock(candidate), jobOptionsMock({ items: OPEN_JOBS })]);

    const dialog = await openDialog(user);
    const select = await within(dialog).findByRole('combobox', { name: 'Open job' });

    // Neither the job of this application (HR Business Partner) nor that of the other one (Payroll Lead).
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a job…', 'Learning Designer', 'Recruiter (Remote)']);
    await waitFor(() => expect(select).toHaveFocus());

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to another job' })).toHaveFocus();
  });

  it('asks for a job before sending anything', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderCandidatePage(candidate.id, [
      detailsMock(candidate),
      jobOptionsMock({ items: OPEN_JOBS }),
      addToJobMock(candidate.id, designer.id, { id: 'app-9', job: designer }, calls),
    ]);
    const dialog = await openDialog(user);
    const select = await within(dialog).findByRole('combobox', { name: 'Open job' });

    await user.click(within(dialog).getByRole('button', { name: 'Add to job' }));

    expect(select).toHaveAccessibleDescription('Please choose a job.');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveFocus();
    expect(calls.variables).toEqual([]);
  });

  it('adds the candidate to the chosen job, then says so with a link to the new application and shows it on the page', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderCandidatePage(candidate.id, [
      detailsMock(candidate),
      jobOptionsMock({ items: OPEN_JOBS }),
      addToJobMock(candidate.id, designer.id, { id: 'app-9', job: { id: designer.id, title: designer.title } }, calls),
      detailsMock(afterAdding),
    ]);
    const dialog = await openDialog(user);
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Open job' }), 'Learning Designer');

    await user.click(within(dialog).getByRole('button', { name: 'Add to job' }));

    const link = await screen.findByRole('link', { name: 'Open the new application' });
    expect(calls.variables).toEqual([{ applicationId: candidate.id, jobId: designer.id }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/admin/candidates/app-9');
    expect(link.closest('[role="status"]')).toHaveTextContent('Added to Learning Designer. Open the new application');
    expect(screen.getByRole('button', { name: 'Add to another job' })).toHaveFocus();

    // The page's query was read again: the new application is listed, and the history says so.
    const others = section('Other applications');
    expect(await within(others).findByRole('link', { name: 'Learning Designer' })).toHaveAttribute(
      'href',
      '/admin/candidates/app-9',
    );
    expect(within(others).getByRole('link', { name: 'Payroll Lead' })).toBeInTheDocument();
    expect(historyTexts()).toEqual(['Added to Learning Designer', 'Applied']);

    // Asked again, the dialog no longer offers the job the candidate is now in.
    const again = await openDialog(user);
    const select = await within(again).findByRole('combobox', { name: 'Open job' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a job…', 'Recruiter (Remote)']);
  });

  it('shows the server’s refusal in the dialog and changes nothing else', async () => {
    const user = setupUser();
    const calls: Calls = { variables: [] };
    renderCandidatePage(candidate.id, [
      detailsMock(candidate),
      jobOptionsMock({ items: OPEN_JOBS }),
      refusedMock(
        ApplicationAddToJobDocument,
        { applicationId: candidate.id, jobId: recruiter.id },
        'CONFLICT',
        CONFLICT_MESSAGE,
        calls,
        'jobId',
      ),
    ]);
    const dialog = await openDialog(user);
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Open job' }), 'Recruiter (Remote)');

    await user.click(within(dialog).getByRole('button', { name: 'Add to job' }));

    const alert = await within(dialog).findByText(CONFLICT_MESSAGE);
    expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(calls.variables).toEqual([{ applicationId: candidate.id, jobId: recruiter.id }]);
    expect(screen.getByRole('dialog', { name: 'Add Grace Hopper to another job' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Open job' })).toHaveValue(recruiter.id);
    expect(screen.queryByRole('link', { name: 'Open the new application' })).not.toBeInTheDocument();
    expect(within(section('Other applications')).getAllByRole('listitem')).toHaveLength(1);
    expect(historyTexts()).toEqual(['Applied']);
  });

  it('says when the open jobs cannot be loaded, and loads them on Try again', async () => {
    const user = setupUser();
    renderCandidatePage(candidate.id, [
      detailsMock(candidate),
      jobOptionsErrorMock(),
      jobOptionsMock({ items: OPEN_JOBS }),
    ]);
    const dialog = await openDialog(user);

    expect(await within(dialog).findByText('Failed to load the open jobs.')).toHaveAttribute('role', 'alert');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    const select = await within(dialog).findByRole('combobox', { name: 'Open job' });
    await waitFor(() => expect(select).toHaveFocus());
  });

  it('says so when the person is in every open job already', async () => {
    const user = setupUser();
    renderCandidatePage(candidate.id, [detailsMock(candidate), jobOptionsMock({ items: [partner, payroll] })]);
    const dialog = await openDialog(user);

    expect(await within(dialog).findByText('This candidate is already in every open job.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('the candidate page: words for staff additions', () => {
  it('gives the source of an application staff added from another job', async () => {
    renderCandidatePage(candidate.id, [
      detailsMock({ ...candidate, sourceKind: 'ADDED_BY_STAFF', sourceDetail: payroll.title }),
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    const source = within(section('Application')).getByText('Source', { selector: 'dt' }).nextElementSibling;
    expect(source).toHaveTextContent('Added by staff from Payroll Lead');
  });

  it('writes both sides of an addition in the history, with who did it', async () => {
    const activity: Activity[] = [
      ADDED_TO_JOB,
      {
        id: '1',
        kind: 'ADDED_BY_STAFF',
        actorLabel: 'rita@example.com',
        at: '2025-03-04T09:00:00.000Z',
        details: { fromApplicationId: 'app-7', fromJobTitle: payroll.title },
      },
    ];
    renderCandidatePage(candidate.id, [detailsMock({ ...candidate, activity })]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });

    expect(historyTexts()).toEqual(['Added to Learning Designer', 'Added to this job from Payroll Lead']);
    const lines = within(section('History')).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent(
      `Added to Learning Designer by rita@example.com, ${formatMoment('2025-03-05T10:00:00.000Z')}`,
    );
    expect(lines[1]).toHaveTextContent(
      `Added to this job from Payroll Lead by rita@example.com, ${formatMoment('2025-03-04T09:00:00.000Z')}`,
    );
  });
});
