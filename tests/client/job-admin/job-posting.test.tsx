import { act, screen, within } from '@testing-library/react';
import { type UserEvent } from '@testing-library/user-event';

import { SUCCESS_MESSAGE_MS } from '../../../client/src/content/messages';
import { JobPostingPage } from '../../../client/src/features/job-admin/JobPostingPage';
import { ManageJobsPage } from '../../../client/src/features/job-admin/ManageJobsPage';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import {
  adminJob,
  clientOptionsMock,
  createMock,
  createRefusedMock,
  DEFAULT_ATTRIBUTES,
  type FullJobInput,
  listMock,
  NO_FACTS,
  northwind,
  savedJob,
  withClientOptions,
} from './fixtures';

const typed: FullJobInput = {
  title: 'HR Business Partner',
  location: 'London',
  description: ['Hybrid role', 'Three days in the office'],
  responsibilities: ['Advise managers', 'Run workshops'],
  qualifications: ['CIPD Level 7'],
  ...NO_FACTS,
  questions: [],
  scorecardAttributes: DEFAULT_ATTRIBUTES,
};

const created = savedJob(adminJob(42), typed);

/** Types the job; the lists carry blank and padded lines that must not be sent. */
async function fillJob(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'HR Business Partner');
  await user.type(screen.getByRole('textbox', { name: 'Location' }), 'London');
  await user.type(
    screen.getByRole('textbox', { name: 'Description' }),
    'Hybrid role{Enter}{Enter}  Three days in the office  {Enter}',
  );
  await user.type(
    screen.getByRole('textbox', { name: 'Responsibilities' }),
    'Advise managers{Enter}   {Enter}Run workshops',
  );
  await user.type(screen.getByRole('textbox', { name: 'Qualifications' }), '{Enter}CIPD Level 7');
}

const postButton = () => screen.getByRole('button', { name: 'Post Job' });

describe('post a job', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    alert.mockRestore();
    jest.useRealTimers();
  });

  it('shows the labelled fields with one-point-per-line hints when the page opens', () => {
    renderApp(<JobPostingPage />, { route: '/admin/job-posting', mocks: withClientOptions([]) });

    expect(screen.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeInTheDocument();
    expect(document.title).toBe('Post a Job · Talent Consultancy');
    for (const name of ['Title', 'Location']) {
      expect(screen.getByRole('textbox', { name })).not.toBeRequired();
    }
    for (const name of ['Description', 'Responsibilities', 'Qualifications']) {
      const area = screen.getByRole('textbox', { name });
      expect(area.tagName).toBe('TEXTAREA');
      expect(Number(area.getAttribute('rows'))).toBeGreaterThanOrEqual(4);
      expect(Number(area.getAttribute('rows'))).toBeLessThanOrEqual(5);
      expect(area).toHaveAccessibleDescription('One point per line; blank lines are left out.');
    }
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sends each list as its lines without blank ones, resets the form and shows the success message for 3 s when the job is posted', async () => {
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    renderApp(<JobPostingPage />, {
      route: '/admin/job-posting',
      mocks: withClientOptions([createMock(typed, created, 0)]),
    });

    await fillJob(user);
    await user.click(postButton());
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('status')).toHaveTextContent('Job posted successfully!');
    expect(alert).not.toHaveBeenCalled();
    for (const name of ['Title', 'Location', 'Description', 'Responsibilities', 'Qualifications']) {
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
    }

    await act(() => jest.advanceTimersByTimeAsync(SUCCESS_MESSAGE_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent('Job posted successfully!');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sends the facts staff set: type, remote region, department, salary, the end of the closing day, the client', async () => {
    const withFacts: FullJobInput = {
      ...typed,
      employmentType: 'CONTRACT',
      workplace: 'REMOTE',
      remoteRegion: 'European Union',
      department: 'Finance',
      salaryMin: 50000,
      salaryMax: 65000.5,
      salaryCurrency: 'EUR',
      salaryPeriod: 'YEAR',
      closesAt: new Date('2030-01-31T23:59:59.999').toISOString(),
      clientId: 'client-acme',
      confidentialClient: true,
    };
    const user = setupUser();
    renderApp(<JobPostingPage />, {
      route: '/admin/job-posting',
      mocks: withClientOptions([
        clientOptionsMock([{ id: 'client-acme', name: 'Acme Foods' }, northwind]),
        createMock(withFacts, savedJob(adminJob(43), withFacts), 0),
      ]),
    });

    await fillJob(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Employment type' }), 'Contract');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Workplace' }), 'Remote');
    await user.type(screen.getByRole('textbox', { name: 'Remote from (country or region)' }), 'European Union');
    await user.type(screen.getByRole('textbox', { name: 'Department' }), 'Finance');
    await user.type(screen.getByRole('spinbutton', { name: 'Salary from' }), '50000');
    await user.type(screen.getByRole('spinbutton', { name: 'Salary to' }), '65000.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Salary per' }), 'year');
    await user.type(screen.getByLabelText('Closing date'), '2030-01-31');
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'The consultancy itself' })).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Client' }),
      await screen.findByRole('option', { name: 'Acme Foods' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Confidential client' }));
    await user.click(postButton());

    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('disables the button with a spinner while the job is being posted', async () => {
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    renderApp(<JobPostingPage />, {
      route: '/admin/job-posting',
      mocks: withClientOptions([createMock(typed, created, 500)]),
    });

    await fillJob(user);
    await user.click(postButton());
    expect(postButton()).toHaveAttribute('aria-disabled', 'true');
    expect(postButton()).toHaveAttribute('aria-busy', 'true');

    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(postButton()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('Job posted successfully!')).toBeInTheDocument();
  });

  it('alerts, keeps the form and shows the server reason on the title when the server refuses the job', async () => {
    const user = setupUser();
    const untitled: FullJobInput = {
      title: '',
      location: 'Remote',
      description: [],
      responsibilities: [],
      qualifications: [],
      ...NO_FACTS,
      questions: [],
      scorecardAttributes: DEFAULT_ATTRIBUTES,
    };
    renderApp(<JobPostingPage />, {
      route: '/admin/job-posting',
      mocks: withClientOptions([createRefusedMock(untitled)]),
    });

    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Remote');
    await user.click(postButton());

    const reason = await screen.findByText('The job was not posted: title is required (at most 200 characters).');
    expect(reason).toHaveAttribute('role', 'alert');
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Failed to post the job. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Remote');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('lists the new job on Manage Jobs when a job is posted after the list was loaded', async () => {
    const user = setupUser();
    const older = adminJob(1, { title: 'Payroll Specialist' });
    renderApp(
      <>
        <JobPostingPage />
        <ManageJobsPage />
      </>,
      {
        route: '/admin/job-posting',
        mocks: withClientOptions([
          listMock({ items: [older] }),
          createMock(typed, created),
          listMock({ items: [created, older] }),
        ]),
      },
    );
    const table = await screen.findByRole('table', { name: 'Open jobs' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    await fillJob(user);
    await user.click(postButton());

    expect(await within(table).findByRole('cell', { name: 'HR Business Partner' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('HR Business Partner');
    expect(rows[2]).toHaveTextContent('Payroll Specialist');
  });
});
