import { screen, within } from '@testing-library/react';

import { setupUser } from '../../helpers/user-events';

import { cardJob, type Facets, listMock, renderJobs } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

const ALL_FACETS: Facets = {
  location: [
    { value: 'Pune', count: 2, countIsExact: true },
    { value: 'Leeds', count: 1, countIsExact: true },
  ],
  department: [{ value: 'Finance', count: 3, countIsExact: true }],
  employmentType: [
    { value: 'FULL_TIME', count: 2, countIsExact: true },
    { value: 'CONTRACT', count: 1, countIsExact: true },
  ],
  workplace: [
    { value: 'REMOTE', count: 1, countIsExact: true },
    { value: 'ON_SITE', count: 2, countIsExact: true },
    { value: 'HYBRID', count: 0, countIsExact: true },
  ],
};

const NO_SAMPLE: Facets = { location: [], department: [], employmentType: [], workplace: [] };

const REMOTE_FACETS: Facets = {
  ...ALL_FACETS,
  location: [
    { value: 'Leeds', count: 1, countIsExact: true },
    { value: 'Pune', count: 0, countIsExact: true },
  ],
  employmentType: [
    { value: 'CONTRACT', count: 1, countIsExact: true },
    { value: 'FULL_TIME', count: 0, countIsExact: true },
  ],
};

const remoteJob = cardJob(3, { title: 'Remote Payroll Lead', location: 'Leeds', workplace: 'REMOTE' });
const jobs = [cardJob(1, { location: 'Pune' }), cardJob(2, { location: 'Pune' }), remoteJob];

function optionNames(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('job cards', () => {
  it('show the employment type, workplace, department, salary, how long ago the job was posted and its closing day', async () => {
    const postedAt = new Date(Date.now() - 3 * DAY - 60_000).toISOString();
    const job = cardJob(1, {
      title: 'Payroll Lead',
      employmentType: 'CONTRACT',
      workplace: 'HYBRID',
      department: 'Finance',
      salaryMin: 50000,
      salaryMax: 65000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'YEAR',
      createdAt: postedAt,
      closesAt: '2030-01-31T12:00:00.000Z',
    });
    renderJobs('/browse-positions', [listMock({ items: [job, cardJob(2)] })]);

    const [card, plain] = await screen.findAllByRole('listitem');
    expect(within(card!).getByText('Contract · Hybrid · Finance')).toBeInTheDocument();
    expect(within(card!).getByText('€50,000–€65,000 a year')).toBeInTheDocument();
    expect(within(card!).getByText('Posted 3 days ago')).toHaveAttribute('datetime', postedAt);
    expect(within(card!).getByText('Closes 31 Jan 2030')).toBeInTheDocument();
    // A job without facts shows only what it has.
    expect(within(plain!).queryByText(/·|€|Closes/)).not.toBeInTheDocument();
  });
});

describe('filters', () => {
  it('show each facet’s values with their counts, and choosing one puts it in the URL and asks for the filtered list', async () => {
    const user = setupUser();
    const { router } = renderJobs('/browse-positions', [
      listMock({ items: jobs, facets: ALL_FACETS }),
      listMock({ items: [remoteJob], filters: { workplace: 'REMOTE' }, facets: REMOTE_FACETS }),
    ]);

    const workplace = await screen.findByRole('combobox', { name: 'Workplace' });
    expect(optionNames(workplace)).toEqual(['All workplaces', 'Remote (1)', 'On-site (2)', 'Hybrid (0)']);
    expect(within(workplace).getByRole('option', { name: 'Hybrid (0)' })).toBeDisabled();
    expect(optionNames(screen.getByRole('combobox', { name: 'Location' }))).toEqual([
      'All locations',
      'Pune (2)',
      'Leeds (1)',
    ]);

    await user.selectOptions(workplace, 'Remote (1)');
    expect(router.state.location.search).toBe('?workplace=REMOTE');
    expect(await screen.findByText('Showing 1 of 1 open position')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Remote Payroll Lead' })).toBeInTheDocument();
    expect(optionNames(screen.getByRole('combobox', { name: 'Location' }))).toEqual([
      'All locations',
      'Leeds (1)',
      'Pune (0)',
    ]);
    expect(screen.getByRole('combobox', { name: 'Workplace' })).toHaveValue('REMOTE');
  });

  it('take the search and filters of a shared URL, and ignore a value the site does not know', async () => {
    renderJobs('/browse-positions?q=payroll&workplace=REMOTE&type=SOMETIMES&location=Leeds', [
      listMock({
        items: [remoteJob],
        search: 'payroll',
        filters: { workplace: 'REMOTE', location: 'Leeds' },
        facets: REMOTE_FACETS,
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Remote Payroll Lead' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Workplace' })).toHaveValue('REMOTE');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Leeds');
    expect(screen.getByRole('combobox', { name: 'Employment type' })).toHaveValue('');
  });

  it('show a common search’s sampled counts as lower bounds, and a chosen value the sample lacks without a count', async () => {
    renderJobs('/browse-positions?q=english&location=Leeds', [
      listMock({
        items: jobs,
        total: 21,
        totalIsExact: false,
        search: 'english',
        filters: { location: 'Leeds' },
        facets: {
          ...NO_SAMPLE,
          location: [{ value: 'Pune', count: 612, countIsExact: false }],
          workplace: [
            { value: 'REMOTE', count: 400, countIsExact: false },
            { value: 'HYBRID', count: 0, countIsExact: false },
          ],
        },
      }),
    ]);
    const location = await screen.findByRole('combobox', { name: 'Location' });
    await screen.findByRole('option', { name: 'Pune (612+)' });
    expect(optionNames(location)).toEqual(['All locations', 'Pune (612+)', 'Leeds']);
    expect(optionNames(screen.getByRole('combobox', { name: 'Workplace' }))).toEqual([
      'All workplaces',
      'Remote (400+)',
      'Hybrid',
    ]);
  });

  it('offer a button per active filter when nothing matches, and removing one keeps the others', async () => {
    const user = setupUser();
    const { router } = renderJobs('/browse-positions?workplace=HYBRID&department=Finance', [
      listMock({ items: [], filters: { workplace: 'HYBRID', department: 'Finance' }, facets: ALL_FACETS }),
      listMock({ items: jobs, filters: { department: 'Finance' }, facets: ALL_FACETS }),
    ]);

    expect(await screen.findByText(/No open positions match these filters/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove department: Finance' })).toBeInTheDocument();
    // A chosen value no longer among the facet's values stays selected, with its count.
    expect(screen.getByRole('combobox', { name: 'Workplace' })).toHaveValue('HYBRID');

    await user.click(screen.getByRole('button', { name: 'Remove workplace: Hybrid' }));
    expect(router.state.location.search).toBe('?department=Finance');
    expect(await screen.findByText('Showing 3 of 3 open positions')).toBeInTheDocument();
  });
});
