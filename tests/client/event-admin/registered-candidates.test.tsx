import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { RegisteredCandidatesPage } from '../../../client/src/features/event-admin/RegisteredCandidatesPage';
import { EventRegistrationsListDocument } from '../../../client/src/gql/graphql';
import { saveCsv } from '../../../client/src/lib/download';
import { renderApp } from '../../helpers/render-app';
import { setupUser } from '../../helpers/user-events';

import { careerFair, eventsErrorMock, eventsMock, leadershipTalk, registration, registrationsMock } from './fixtures';

// The download itself needs object URLs jsdom lacks: the test reads what would be saved.
jest.mock('../../../client/src/lib/download', () => ({
  ...jest.requireActual('../../../client/src/lib/download'),
  saveCsv: jest.fn(),
}));

const saveCsvMock = jest.mocked(saveCsv);

function renderRegistrations(route: string, mocks: MockLink.MockedResponse[]) {
  return renderApp(<RegisteredCandidatesPage />, { route, mocks });
}

const selector = () => screen.getByRole('combobox', { name: 'Select an event' });
const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });

describe('registered candidates page', () => {
  afterEach(() => {
    saveCsvMock.mockReset();
    jest.useRealTimers();
  });

  it('asks for an event and offers every event in the selector when the page opens', async () => {
    renderRegistrations('/admin/registered-candidates', [eventsMock([careerFair, leadershipTalk])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Registered Candidates' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Registered Candidates/);

    await waitFor(() => expect(selector()).toBeEnabled());
    expect(
      within(selector())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an event…', 'Career Fair 2031 (Tuesday 20 May 2031)', 'Leadership Talk (Sunday 1 June 2031)']);
    expect(screen.getByText('Please select an event to view registrations.')).toBeInTheDocument();
    expect(exportButton()).toBeDisabled();
  });

  it('puts the chosen event in the URL and shows its registrations, loading first, when an event is chosen', async () => {
    // Fake timers hold the mocked answer (delayed by a timer) until the test lets time pass, so the
    // in-flight state is still there when it is checked, however slow the machine.
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    const { router } = renderRegistrations('/admin/registered-candidates', [
      eventsMock([careerFair, leadershipTalk]),
      registrationsMock(careerFair.id, [registration(1), registration(2)], { delay: 100 }),
    ]);
    await waitFor(() => expect(selector()).toBeEnabled());

    await user.selectOptions(selector(), careerFair.id);

    expect(router.state.location.search).toBe(`?event=${careerFair.id}`);
    expect(screen.getByText('Loading registrations...')).toHaveAttribute('role', 'status');
    const table = await screen.findByRole('table', { name: 'Registrations for Career Fair 2031' });
    expect(screen.queryByText('Loading registrations...')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Registered', 'Status', 'Checked in', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Person 1')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'person1@example.com' })).toHaveAttribute(
      'href',
      'mailto:person1@example.com',
    );
    expect(within(rows[0]!).getByText('+44 20 7946 0001')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^Saturday 1 March 2031 at \d{1,2}:\d{2} [AP]M$/)).toBeInTheDocument();
    expect(exportButton()).toBeEnabled();
  });

  it('opens on the event named in the URL when the page is reloaded', async () => {
    renderRegistrations(`/admin/registered-candidates?event=${leadershipTalk.id}`, [
      eventsMock([careerFair, leadershipTalk]),
      registrationsMock(leadershipTalk.id, [registration(3)]),
    ]);
    expect(await screen.findByRole('table', { name: 'Registrations for Leadership Talk' })).toBeInTheDocument();
    expect(selector()).toHaveValue(leadershipTalk.id);
  });

  it('says there are no registrations and disables the export when the event has none', async () => {
    renderRegistrations(`/admin/registered-candidates?event=${leadershipTalk.id}`, [
      eventsMock([careerFair, leadershipTalk]),
      registrationsMock(leadershipTalk.id, []),
    ]);
    expect(await screen.findByText('No registrations found for this event.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(exportButton()).toBeDisabled();
  });

  it('says the registrations could not be fetched when the query fails', async () => {
    renderRegistrations(`/admin/registered-candidates?event=${careerFair.id}`, [
      eventsMock([careerFair, leadershipTalk]),
      {
        request: { query: EventRegistrationsListDocument, variables: { eventId: careerFair.id } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    expect(await screen.findByText('Failed to fetch registrations.')).toHaveAttribute('role', 'alert');
    expect(exportButton()).toBeDisabled();
  });

  it('says the events could not be fetched when the selector’s list fails', async () => {
    renderRegistrations('/admin/registered-candidates', [eventsErrorMock()]);
    expect(await screen.findByText('Failed to fetch events.')).toHaveAttribute('role', 'alert');
    expect(selector()).toBeDisabled();
  });

  it('saves the registrations as a CSV named after the event and the day when Export CSV is clicked', async () => {
    jest.useFakeTimers({ now: new Date(2031, 2, 9, 15, 0), advanceTimers: true });
    const user = setupUser();
    renderRegistrations(`/admin/registered-candidates?event=${careerFair.id}`, [
      eventsMock([careerFair, leadershipTalk]),
      registrationsMock(careerFair.id, [
        registration(1, { name: 'Zoë "Z" Kim', phone: '+1 555 0100' }),
        registration(2, { name: '=HYPERLINK("x")' }),
      ]),
    ]);
    await screen.findByRole('table', { name: 'Registrations for Career Fair 2031' });

    await user.click(exportButton());

    expect(saveCsvMock).toHaveBeenCalledTimes(1);
    const [csv, fileName] = saveCsvMock.mock.calls[0]!;
    expect(fileName).toBe('registrations-career-fair-2031-2031-03-09.csv');
    expect(csv.split('\r\n')).toEqual([
      'Name,Email,Phone,Registered,Status,Checked in',
      // lib/csv.ts defuses cells a spreadsheet would run as formulas (a leading + or =).
      '"Zoë ""Z"" Kim",person1@example.com,\'+1 555 0100,2031-03-01T12:00:00.000Z,Confirmed,',
      `"'=HYPERLINK(""x"")",person2@example.com,'+44 20 7946 0002,2031-03-02T12:00:00.000Z,Confirmed,`,
      '',
    ]);
  });
});
