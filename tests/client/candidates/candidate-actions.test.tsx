import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { RejectionEmailSendDocument } from '../../../client/src/gql/graphql';
import {
  alan,
  candidatesMock,
  grace,
  jobOptionsMock,
  PAGE_PATH,
  rejectionEmailErrorMock,
  renderCandidates,
  statusErrorMock,
  statusMock,
} from './fixtures';
import { cacheWithHistory, historyCached } from './cached-history';
import { setupUser } from '../../helpers/user-events';

/** The rejection e-mail answer, with a record of the addresses it was sent to. */
function recordedRejectionEmail(email: string) {
  const sentTo: string[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: RejectionEmailSendDocument, variables: { email } },
    result: (variables) => {
      sentTo.push(String(variables.email));
      return { data: { sendRejectionEmail: true } };
    },
  };
  return { mock, sentTo };
}

async function graceRow() {
  const cell = await screen.findByRole('cell', { name: grace.fullName });
  return cell.closest('tr')!;
}

function statusCell(row: HTMLElement) {
  return within(row).getAllByRole('cell')[3]!;
}

describe('applied candidates: shortlist and reject', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => {
    alert.mockRestore();
    jest.useRealTimers();
  });

  it('shortlists a candidate in place and disables that row’s buttons while the request runs', async () => {
    // Fake timers hold the mocked answer (delayed by a timer) until the test lets time pass, so the
    // in-flight state is still there when it is checked, however slow the machine.
    jest.useFakeTimers();
    const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      statusMock(grace.id, 'Shortlisted', 100),
    ]);
    const row = await graceRow();

    await user.click(within(row).getByRole('button', { name: 'Shortlist Grace Hopper' }));

    expect(within(row).getByRole('button', { name: 'Shortlist Grace Hopper' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Reject Grace Hopper' })).toBeDisabled();
    // Another applicant's row stays usable.
    expect(screen.getByRole('button', { name: 'Reject Alan Turing' })).toBeEnabled();

    await waitFor(() => expect(statusCell(row)).toHaveTextContent('Shortlisted'));
    // Shortlisted: Shortlist is gone, Reject stays.
    expect(within(row).queryByRole('button', { name: 'Shortlist Grace Hopper' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Reject Grace Hopper' })).toBeEnabled());
    expect(alert).not.toHaveBeenCalled();
  });

  it('drops the cached history of the candidate whose status changed, so their page reads it again', async () => {
    const user = setupUser();
    const cache = cacheWithHistory([grace.id, alan.id]);
    renderCandidates(
      `${PAGE_PATH}?job=job-1`,
      [jobOptionsMock(), candidatesMock(), statusMock(grace.id, 'Shortlisted')],
      cache,
    );
    const row = await graceRow();
    expect(historyCached(cache, grace.id)).toBe(true);

    await user.click(within(row).getByRole('button', { name: 'Shortlist Grace Hopper' }));

    await waitFor(() => expect(statusCell(row)).toHaveTextContent('Shortlisted'));
    expect(historyCached(cache, grace.id)).toBe(false);
    expect(historyCached(cache, alan.id)).toBe(true);
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Reject Grace Hopper' })).toBeEnabled());
  });

  it('alerts "Failed to update status." and keeps the status when shortlisting fails', async () => {
    const user = setupUser();
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      statusErrorMock(grace.id, 'Shortlisted'),
    ]);
    const row = await graceRow();

    await user.click(within(row).getByRole('button', { name: 'Shortlist Grace Hopper' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update status.'));
    expect(statusCell(row)).toHaveTextContent('N/A');
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Shortlist Grace Hopper' })).toBeEnabled());
  });

  it('rejects a candidate in place and then sends the rejection e-mail', async () => {
    const user = setupUser();
    const email = recordedRejectionEmail(alan.email);
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      statusMock(alan.id, 'Rejected'),
      email.mock,
    ]);
    const row = (await screen.findByRole('cell', { name: alan.fullName })).closest('tr')!;

    await user.click(within(row).getByRole('button', { name: 'Reject Alan Turing' }));

    await waitFor(() => expect(statusCell(row)).toHaveTextContent('Rejected'));
    await waitFor(() => expect(email.sentTo).toEqual([alan.email]));
    // Rejected: the row is decided; it offers its details only, no Shortlist and no Reject.
    await waitFor(() =>
      expect(within(row).queryByRole('button', { name: 'Reject Alan Turing' })).not.toBeInTheDocument(),
    );
    expect(within(row).queryByRole('button', { name: 'Shortlist Alan Turing' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'View Details for Alan Turing' })).toBeEnabled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts "Failed to update status." and sends no e-mail when rejecting fails', async () => {
    const user = setupUser();
    const email = recordedRejectionEmail(grace.email);
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      statusErrorMock(grace.id, 'Rejected'),
      email.mock,
    ]);
    const row = await graceRow();

    await user.click(within(row).getByRole('button', { name: 'Reject Grace Hopper' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update status.'));
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Reject Grace Hopper' })).toBeEnabled());
    expect(statusCell(row)).toHaveTextContent('N/A');
    expect(email.sentTo).toEqual([]);
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('alerts "Failed to send rejection email." and keeps the row Rejected when the e-mail fails', async () => {
    const user = setupUser();
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      statusMock(grace.id, 'Rejected'),
      rejectionEmailErrorMock(grace.email),
    ]);
    const row = await graceRow();

    await user.click(within(row).getByRole('button', { name: 'Reject Grace Hopper' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to send rejection email.'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(statusCell(row)).toHaveTextContent('Rejected');
    await waitFor(() =>
      expect(within(row).queryByRole('button', { name: 'Reject Grace Hopper' })).not.toBeInTheDocument(),
    );
    expect(within(row).queryByRole('button', { name: 'Shortlist Grace Hopper' })).not.toBeInTheDocument();
  });
});
