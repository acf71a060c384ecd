import { screen, within } from '@testing-library/react';

import { setupUser } from '../../helpers/user-events';

import {
  alan,
  candidatesErrorMock,
  candidatesMock,
  designerJob,
  grace,
  jobOptionsErrorMock,
  jobOptionsMock,
  PAGE_PATH,
  partnerJob,
  renderCandidates,
} from './fixtures';

describe('applied candidates: choosing a job', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks for a job and offers the open jobs when no job is chosen', async () => {
    renderCandidates(PAGE_PATH, [jobOptionsMock()]);

    expect(screen.getByRole('heading', { level: 1, name: 'Applied Candidates' })).toBeInTheDocument();
    expect(document.title).toBe('Applied Candidates · Talent Consultancy');
    expect(screen.getByText('Please select a job to view candidates.')).toBeInTheDocument();
    expect(screen.getByText('Loading jobs...')).toBeInTheDocument();

    const select = screen.getByRole('combobox', { name: 'Select a job' });
    expect(await within(select).findByRole('option', { name: 'HR Business Partner (London)' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Learning Designer' })).toBeInTheDocument();
    expect(select).toHaveValue('');
    expect(screen.queryByText('Loading jobs...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('puts the chosen job in the URL and shows the loading text, then its candidates', async () => {
    // Fake timers hold the mocked answer (delayed by a timer) until the test lets time pass, so the
    // in-flight state is still there when it is checked, however slow the machine.
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    const { router } = renderCandidates(PAGE_PATH, [jobOptionsMock(), candidatesMock({ delay: 50 })]);

    const select = screen.getByRole('combobox', { name: 'Select a job' });
    await within(select).findByRole('option', { name: 'HR Business Partner (London)' });
    await user.selectOptions(select, 'HR Business Partner (London)');

    expect(router.state.location.search).toBe('?job=job-1');
    expect(screen.getByText('Loading candidates...')).toBeInTheDocument();
    expect(screen.queryByText('Please select a job to view candidates.')).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Candidates for HR Business Partner' })).toBeInTheDocument();
    expect(screen.queryByText('Loading candidates...')).not.toBeInTheDocument();
  });

  it('shows the job from the URL and its candidates when the page is opened (or reloaded) with ?job=', async () => {
    renderCandidates(`${PAGE_PATH}?job=job-1`, [jobOptionsMock(), candidatesMock()]);

    expect(await screen.findByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'HR Business Partner (London)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select a job' })).toHaveValue('job-1');
  });

  it('drops the job from the URL and asks again when the placeholder is chosen', async () => {
    const user = setupUser();
    const { router } = renderCandidates(`${PAGE_PATH}?job=job-1`, [jobOptionsMock(), candidatesMock()]);
    await screen.findByRole('cell', { name: 'Grace Hopper' });
    await screen.findByRole('option', { name: 'HR Business Partner (London)' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Select a job' }), 'Choose a job…');

    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Please select a job to view candidates.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('switches to the other job’s candidates when another job is chosen', async () => {
    const user = setupUser();
    const { router } = renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      candidatesMock({ jobId: designerJob.id, jobTitle: designerJob.title, items: [alan] }),
    ]);
    await screen.findByRole('cell', { name: 'Grace Hopper' });
    await screen.findByRole('option', { name: 'Learning Designer' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Select a job' }), 'Learning Designer');

    expect(router.state.location.search).toBe('?job=job-2');
    expect(await screen.findByRole('table', { name: 'Candidates for Learning Designer' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Alan Turing' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Grace Hopper' })).not.toBeInTheDocument();
  });

  it('says "Failed to fetch jobs." when the job list cannot be loaded', async () => {
    renderCandidates(PAGE_PATH, [jobOptionsErrorMock()]);
    expect(await screen.findByText('Failed to fetch jobs.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('combobox', { name: 'Select a job' })).toBeDisabled();
  });

  it('says in a hint that only the newest 100 are offered when there are more open jobs', async () => {
    renderCandidates(PAGE_PATH, [jobOptionsMock({ total: 140 })]);
    const select = screen.getByRole('combobox', { name: 'Select a job' });
    await within(select).findByRole('option', { name: 'Learning Designer' });
    expect(select).toHaveAccessibleDescription('Showing the 2 newest of 140 open jobs.');
  });

  it('keeps a job from the URL that the list does not offer selected, named by its applications', async () => {
    renderCandidates(`${PAGE_PATH}?job=job-9`, [
      jobOptionsMock(),
      candidatesMock({ jobId: 'job-9', jobTitle: 'Archived Recruiter Role', items: [grace] }),
    ]);
    expect(await screen.findByRole('table', { name: 'Candidates for Archived Recruiter Role' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Archived Recruiter Role' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select a job' })).toHaveValue('job-9');
  });
});

describe('applied candidates: the list', () => {
  it('shows each candidate’s name, email, phone, status (N/A when none), applied date and actions', async () => {
    renderCandidates(`${PAGE_PATH}?job=job-1`, [jobOptionsMock(), candidatesMock()]);

    const table = await screen.findByRole('table', { name: 'Candidates for HR Business Partner' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Full Name', 'Email', 'Phone', 'Status', 'Applied', 'Actions']);

    const [, graceRow, alanRow] = within(table).getAllByRole('row');
    const graceCells = within(graceRow!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Dates and times read as on the public site (the hour depends on the reader's time zone).
    expect(graceCells.slice(0, 5)).toEqual([
      grace.fullName,
      grace.email,
      grace.phone,
      'N/A',
      expect.stringMatching(/^Saturday 1 March 2025 at \d{1,2}:00 [AP]M$/),
    ]);
    expect(within(graceRow!).getByRole('link', { name: grace.email })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    expect(within(alanRow!).getAllByRole('cell')[3]).toHaveTextContent('Shortlisted');

    expect(within(graceRow!).getByRole('button', { name: 'View Details for Grace Hopper' })).toBeEnabled();
    expect(within(graceRow!).getByRole('button', { name: 'Shortlist Grace Hopper' })).toBeEnabled();
    expect(within(graceRow!).getByRole('button', { name: 'Reject Grace Hopper' })).toBeEnabled();
    // A shortlisted row offers Reject only: shortlisting again makes no sense.
    expect(within(alanRow!).queryByRole('button', { name: 'Shortlist Alan Turing' })).not.toBeInTheDocument();
    expect(within(alanRow!).getByRole('button', { name: 'Reject Alan Turing' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('links each candidate’s name to their own page, and the toolbar to all candidates', async () => {
    renderCandidates(`${PAGE_PATH}?job=job-1`, [jobOptionsMock(), candidatesMock()]);
    const table = await screen.findByRole('table', { name: 'Candidates for HR Business Partner' });
    expect(within(table).getByRole('link', { name: grace.fullName })).toHaveAttribute(
      'href',
      '/admin/candidates/app-1',
    );
    expect(within(table).getByRole('link', { name: alan.fullName })).toHaveAttribute('href', '/admin/candidates/app-2');
    expect(screen.getByRole('link', { name: 'All candidates' })).toHaveAttribute('href', '/admin/candidates');
  });

  it('says "Failed to load candidates." when the applications cannot be loaded', async () => {
    renderCandidates(`${PAGE_PATH}?job=job-1`, [jobOptionsMock(), candidatesErrorMock()]);
    expect(await screen.findByText('Failed to load candidates.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('Loading candidates...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says "No candidates found for the selected job." and offers no export when nobody applied', async () => {
    renderCandidates(`${PAGE_PATH}?job=${partnerJob.id}`, [jobOptionsMock(), candidatesMock({ items: [] })]);
    expect(await screen.findByText('No candidates found for the selected job.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
