import { screen, waitFor, within } from '@testing-library/react';

import { ApplicationRejectDocument } from '../../../client/src/gql/graphql';
import { setupUser } from '../../helpers/user-events';

import { cacheWithHistory, historyCached } from './cached-history';
import { refusedMock, rejectMock, undoMock } from './candidate-page-fixtures';
import {
  alan,
  candidatesMock,
  grace,
  jobOptionsMock,
  PAGE_PATH,
  PREVIEW,
  previewErrorMock,
  previewMock,
  renderCandidates,
  statusErrorMock,
  statusMock,
} from './fixtures';
import type { Calls } from './recorded-mock';

/** When a rejection's e-mail goes out: far ahead, so Undo is offered however slow the run. */
const DUE_AT = '2099-01-01T09:00:00.000Z';

async function alanRow() {
  const cell = await screen.findByRole('cell', { name: alan.fullName });
  return cell.closest('tr')!;
}

async function graceRow() {
  const cell = await screen.findByRole('cell', { name: grace.fullName });
  return cell.closest('tr')!;
}

function statusCell(row: HTMLElement) {
  return within(row).getAllByRole('cell')[3]!;
}

describe('applied candidates: shortlist, and reject through the dialog', () => {
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

  it('asks first in the reject dialog, showing the e-mail and its delay, and Cancel changes nothing', async () => {
    const user = setupUser();
    const rejects: Calls = { variables: [] };
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      previewMock(alan),
      rejectMock(alan.id, DUE_AT, [], rejects),
    ]);
    const row = await alanRow();

    await user.click(within(row).getByRole('button', { name: 'Reject Alan Turing' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject Alan Turing?' });
    expect(dialog).toHaveTextContent('Alan Turing will be marked Rejected and sent this e-mail in 10 minutes.');
    expect(dialog).toHaveTextContent('Until then, Undo takes back the rejection and the e-mail.');
    expect(within(dialog).getByRole('figure', { name: 'The e-mail' })).toHaveTextContent(PREVIEW.subject);
    expect(within(dialog).getByRole('figure', { name: 'The e-mail' })).toHaveTextContent(alan.email);
    // Cancel has the focus first, so Enter never rejects by accident.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rejects.variables).toEqual([]);
    expect(statusCell(row)).toHaveTextContent('Shortlisted');
    expect(alert).not.toHaveBeenCalled();
  });

  it('rejects with one call once confirmed: the row reads Rejected with Undo, and the page says when the e-mail goes', async () => {
    const user = setupUser();
    const rejects: Calls = { variables: [] };
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      previewMock(alan),
      rejectMock(alan.id, DUE_AT, [], rejects),
    ]);
    const row = await alanRow();
    await user.click(within(row).getByRole('button', { name: 'Reject Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Alan Turing?' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject and send e-mail' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rejects.variables).toEqual([{ id: alan.id }]);
    expect(statusCell(row)).toHaveTextContent('Rejected');
    expect(within(row).queryByRole('button', { name: 'Reject Alan Turing' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Undo the decision on Alan Turing' })).toBeEnabled();
    const outcome = screen.getByText(
      /^Rejected Alan Turing\. The e-mail goes out at .+; until then Undo cancels it\.$/,
    );
    expect(outcome).toHaveAttribute('role', 'status');
    // The button pressed is gone: the line saying what happened has the focus.
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(alert).not.toHaveBeenCalled();
  });

  it('undoes a rejection whose e-mail has not gone, back to no decision', async () => {
    const user = setupUser();
    const undos: Calls = { variables: [] };
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock({ items: [grace, { ...alan, status: 'Rejected', rejectionEmailDueAt: DUE_AT }] }),
      undoMock(alan.id, [], undos),
    ]);
    const row = await alanRow();

    await user.click(within(row).getByRole('button', { name: 'Undo the decision on Alan Turing' }));

    await waitFor(() => expect(statusCell(row)).toHaveTextContent('N/A'));
    expect(undos.variables).toEqual([{ id: alan.id }]);
    expect(await screen.findByText('The decision on Alan Turing is undone.')).toHaveAttribute('role', 'status');
    expect(within(row).getByRole('button', { name: 'Reject Alan Turing' })).toBeEnabled();
  });

  it('offers no Undo on a rejection whose e-mail has gone', async () => {
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock({ items: [{ ...alan, status: 'Rejected', rejectionEmailDueAt: '2025-03-01T12:10:00.000Z' }] }),
    ]);
    const row = await alanRow();
    expect(statusCell(row)).toHaveTextContent('Rejected');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View Details']);
  });

  it('keeps the dialog open with the server’s refusal, and the row as it was, when rejecting is refused', async () => {
    const user = setupUser();
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      previewMock(alan),
      refusedMock(ApplicationRejectDocument, { id: alan.id }, 'CONFLICT', 'This application is already rejected.'),
    ]);
    const row = await alanRow();
    await user.click(within(row).getByRole('button', { name: 'Reject Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Alan Turing?' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject and send e-mail' }));

    expect(await within(dialog).findByText('This application is already rejected.')).toHaveAttribute('role', 'alert');
    expect(statusCell(row)).toHaveTextContent('Shortlisted');
    expect(within(dialog).getByRole('button', { name: 'Reject and send e-mail' })).toBeEnabled();
  });

  it('says "Failed to update status." in the dialog when the rejection cannot reach the server', async () => {
    const user = setupUser();
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      previewMock(alan),
      {
        request: { query: ApplicationRejectDocument, variables: { id: alan.id } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    const row = await alanRow();
    await user.click(within(row).getByRole('button', { name: 'Reject Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Alan Turing?' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject and send e-mail' }));

    expect(await within(dialog).findByText('Failed to update status.')).toHaveAttribute('role', 'alert');
    expect(statusCell(row)).toHaveTextContent('Shortlisted');
  });

  it('opens no dialog and says so when the e-mail to show cannot be prepared', async () => {
    const user = setupUser();
    renderCandidates(`${PAGE_PATH}?job=job-1`, [jobOptionsMock(), candidatesMock(), previewErrorMock(alan)]);
    const row = await alanRow();

    await user.click(within(row).getByRole('button', { name: 'Reject Alan Turing' }));

    expect(await screen.findByText('The rejection e-mail could not be prepared. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Reject Alan Turing' })).toBeEnabled());
  });
});
