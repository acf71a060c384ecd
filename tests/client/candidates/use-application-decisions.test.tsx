import { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { ApplicationsShortlistDocument } from '../../../client/src/gql/graphql';
import { setupUser } from '../../helpers/user-events';

import * as list from './all-candidates-fixtures';
import { rejectMock, undoMock } from './candidate-page-fixtures';
import {
  alan,
  candidatesMock,
  designerJob,
  grace,
  jobOptionsMock,
  PAGE_PATH,
  previewMock,
  renderCandidates,
  statusMock,
} from './fixtures';
import type { Calls } from './recorded-mock';
import { REASON } from './stage-fixtures';

/** When a rejection's e-mail goes out: far ahead, so Undo is offered however slow the run. */
const DUE_AT = '2099-01-01T09:00:00.000Z';
const REJECTED_ALAN = /^Rejected Alan Turing\. The e-mail goes out at .+; until then Undo cancels it\.$/;

/** Every operation the page sends to the (mocked) server, in order. */
let sent: jest.SpyInstance<ReturnType<MockLink['request']>, Parameters<MockLink['request']>>;
beforeEach(() => {
  sent = jest.spyOn(MockLink.prototype, 'request');
});
afterEach(() => {
  sent.mockRestore();
});

function mutationsSent() {
  return sent.mock.calls
    .map(([operation]) => operation)
    .filter((operation) => operation.operationType === 'mutation')
    .map((operation) => ({ name: operation.operationName, variables: operation.variables }));
}

async function appliedRow(name: string) {
  const cell = await screen.findByRole('cell', { name });
  return cell.closest('tr')!;
}

function statusCell(row: HTMLElement) {
  return within(row).getAllByRole('cell')[3]!;
}

/** Rejects Alan through the dialog on Applied Candidates and waits for the line that says so. */
async function rejectAlan(user: ReturnType<typeof setupUser>) {
  const row = await appliedRow(alan.fullName);
  await user.click(within(row).getByRole('button', { name: 'Reject Alan Turing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject Alan Turing?' });
  await user.click(within(dialog).getByRole('button', { name: 'Reject and send e-mail' }));
  return { row, line: await screen.findByText(REJECTED_ALAN) };
}

describe('decisions on Applied Candidates', () => {
  it('rejects with exactly one mutation, rejectApplication, then undoes it, the outcome line saying each and taking the focus', async () => {
    const user = setupUser();
    const rejects: Calls = { variables: [] };
    const undos: Calls = { variables: [] };
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      previewMock(alan),
      rejectMock(alan.id, DUE_AT, [], rejects),
      undoMock(alan.id, [], undos),
    ]);

    const { row, line } = await rejectAlan(user);

    await waitFor(() => expect(line).toHaveFocus());
    expect(line).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusCell(row)).toHaveTextContent('Rejected');
    // One call rejects and queues the e-mail: no status call, no e-mail call.
    expect(mutationsSent()).toEqual([{ name: 'ApplicationReject', variables: { id: alan.id } }]);

    await user.click(within(row).getByRole('button', { name: 'Undo the decision on Alan Turing' }));

    await waitFor(() => expect(line).toHaveTextContent(/^The decision on Alan Turing is undone\.$/));
    await waitFor(() => expect(line).toHaveFocus());
    expect(statusCell(row)).toHaveTextContent('N/A');
    expect(within(row).getByRole('button', { name: 'Shortlist Alan Turing' })).toBeEnabled();
    expect(undos.variables).toEqual([{ id: alan.id }]);
    expect(mutationsSent().map((mutation) => mutation.name)).toEqual(['ApplicationReject', 'ApplicationDecisionUndo']);
  });

  it('offers the reasons with “No reason given” first, so Reject goes on as before, and sends a reason chosen', async () => {
    const user = setupUser();
    const rejects: Calls = { variables: [] };
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      previewMock(alan),
      rejectMock(alan.id, DUE_AT, [], rejects, undefined, REASON),
    ]);
    const row = await appliedRow(alan.fullName);
    await user.click(within(row).getByRole('button', { name: 'Reject Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Alan Turing?' });
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    expect(reason).not.toBeRequired();
    expect(reason).toHaveDisplayValue('No reason given');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.selectOptions(reason, REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Reject and send e-mail' }));

    await screen.findByText(REJECTED_ALAN);
    expect(rejects.variables).toEqual([{ id: alan.id, reason: REASON }]);
  });

  it('shortlists with the spec’s status call and says nothing of it, leaving the last outcome line as it was', async () => {
    const user = setupUser();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    try {
      renderCandidates(`${PAGE_PATH}?job=job-1`, [
        jobOptionsMock(),
        candidatesMock(),
        previewMock(alan),
        rejectMock(alan.id, DUE_AT, []),
        statusMock(grace.id, 'Shortlisted'),
      ]);
      const { line } = await rejectAlan(user);
      const graceRow = await appliedRow(grace.fullName);

      await user.click(within(graceRow).getByRole('button', { name: 'Shortlist Grace Hopper' }));

      await waitFor(() => expect(statusCell(graceRow)).toHaveTextContent('Shortlisted'));
      expect(line).toHaveTextContent(REJECTED_ALAN);
      expect(mutationsSent()).toEqual([
        { name: 'ApplicationReject', variables: { id: alan.id } },
        { name: 'ApplicationStatusUpdate', variables: { id: grace.id, status: 'Shortlisted' } },
      ]);
      expect(alert).not.toHaveBeenCalled();
    } finally {
      alert.mockRestore();
    }
  });

  it('empties the outcome line when another job is chosen', async () => {
    const user = setupUser();
    renderCandidates(`${PAGE_PATH}?job=job-1`, [
      jobOptionsMock(),
      candidatesMock(),
      previewMock(alan),
      rejectMock(alan.id, DUE_AT, []),
      candidatesMock({ jobId: designerJob.id, jobTitle: designerJob.title, items: [grace] }),
    ]);
    const { line } = await rejectAlan(user);
    await screen.findByRole('option', { name: designerJob.title });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Select a job' }), designerJob.title);

    expect(await screen.findByRole('table', { name: `Candidates for ${designerJob.title}` })).toBeInTheDocument();
    expect(line).toHaveTextContent(/^$/);
  });
});

describe('decisions on All candidates', () => {
  const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

  it('gives the focus back to the row’s checkbox after an undo from that row', async () => {
    const user = setupUser();
    list.renderAllCandidates('', [list.pageMock([list.grace, list.ada]), list.undoMock(list.ada)]);
    await waitFor(() => expect(list.namesShown()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Undo the decision on Ada Lovelace' }));

    await waitFor(() => expect(list.decisionOf('Ada Lovelace')).toHaveTextContent('Awaiting decision'));
    await waitFor(() => expect(checkbox('Ada Lovelace')).toHaveFocus());
    expect(mutationsSent()).toEqual([{ name: 'ApplicationDecisionUndo', variables: { id: list.ada.id } }]);
  });

  const message = `These applications were rejected: undo the rejection before shortlisting them: ${list.grace.id}.`;

  it('shows a refusal, naming whom it means, only with the view it was made in', async () => {
    const user = setupUser();
    list.renderAllCandidates('', [
      list.pageMock([list.grace, list.alan]),
      list.refusedMock(ApplicationsShortlistDocument, [list.grace], 'CONFLICT', message),
      list.pageMock([list.alan], { variables: { decision: 'SHORTLISTED', sort: 'APPLIED_DESC' } }),
    ]);
    await waitFor(() => expect(list.namesShown()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Shortlist Grace Hopper' }));
    expect(await screen.findByText(`${message} (Grace Hopper)`)).toHaveAttribute('role', 'alert');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Decision' }), 'Shortlisted');

    await waitFor(() => expect(list.namesShown()).toEqual(['Alan Turing']));
    expect(screen.queryByText(`${message} (Grace Hopper)`)).not.toBeInTheDocument();
  });

  it('clears the last refusal when the next decision starts', async () => {
    const user = setupUser();
    list.renderAllCandidates('', [
      list.pageMock([list.grace, list.alan]),
      list.refusedMock(ApplicationsShortlistDocument, [list.grace], 'CONFLICT', message),
      list.undoMock(list.alan),
    ]);
    await waitFor(() => expect(list.namesShown()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Shortlist Grace Hopper' }));
    await screen.findByText(`${message} (Grace Hopper)`);

    await user.click(screen.getByRole('button', { name: 'Undo the decision on Alan Turing' }));

    await waitFor(() => expect(list.decisionOf('Alan Turing')).toHaveTextContent('Awaiting decision'));
    expect(screen.queryByText(`${message} (Grace Hopper)`)).not.toBeInTheDocument();
    expect(document.querySelector('.all-candidates__outcome')).toHaveTextContent(
      /^The decision on Alan Turing is undone\.$/,
    );
  });
});
