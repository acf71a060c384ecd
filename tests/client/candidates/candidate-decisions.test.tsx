import { act, render, screen, waitFor, within } from '@testing-library/react';

import { RejectDialog } from '../../../client/src/features/candidates/components/RejectDialog';
import { ApplicationDecisionUndoDocument, ApplicationRejectDocument } from '../../../client/src/gql/graphql';
import { fetchFileWithToken } from '../../../client/src/lib/download';
import { formatTimeOfDay } from '../../../client/src/lib/format-when';
import { setupUser } from '../../helpers/user-events';

import {
  type Activity,
  APPLIED_ACTIVITY,
  type Calls,
  type CandidateData,
  detailsMock,
  grace,
  refusedMock,
  rejectMock,
  renderCandidatePage,
  shortlistMock,
  timelineMock,
  undoMock,
} from './candidate-page-fixtures';
import { REASON, REASONS } from './stage-fixtures';

jest.mock('../../../client/src/lib/download', () => ({
  ...jest.requireActual('../../../client/src/lib/download'),
  fetchFileWithToken: jest.fn(),
}));

// A Word resume: these tests are about decisions, and a Word file fetches nothing on its own.
const candidate: CandidateData = { ...grace, resumeType: 'DOCX' };
// The clock the tests run at (local time), and the rejection e-mail's time 10 minutes later.
const NOW = new Date(2025, 2, 3, 13, 55);
const DUE = new Date(2025, 2, 3, 14, 5);
const ME = 'rita@talentconsultancy.example';

const rejectedActivity: Activity[] = [
  {
    id: '3',
    kind: 'REJECTION_EMAIL_QUEUED',
    actorLabel: ME,
    at: NOW.toISOString(),
    details: { dueAt: DUE.toISOString() },
  },
  { id: '2', kind: 'STATUS_SET', actorLabel: ME, at: NOW.toISOString(), details: { from: null, to: 'Rejected' } },
  APPLIED_ACTIVITY,
];
const undoneActivity: Activity[] = [
  { id: '5', kind: 'STATUS_UNDONE', actorLabel: ME, at: NOW.toISOString(), details: { from: 'Rejected' } },
  { id: '4', kind: 'REJECTION_EMAIL_CANCELLED', actorLabel: ME, at: NOW.toISOString() },
  ...rejectedActivity,
];

function decision() {
  return within(screen.getByRole('region', { name: 'Decision' }));
}

/** Opens the reject dialog from the page's Reject (it asks for the reasons first) and waits for it. */
async function openRejectDialog(user: ReturnType<typeof setupUser>) {
  await user.click(decision().getByRole('button', { name: 'Reject Grace Hopper' }));
  return screen.findByRole('dialog', { name: 'Reject Grace Hopper?' });
}

/** Chooses the reason in the open reject dialog, then confirms it. */
async function rejectWithReason(user: ReturnType<typeof setupUser>, dialog: HTMLElement, reason = REASON) {
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Reject and send e-mail' }));
}

function historyTexts() {
  return within(screen.getByRole('list', { name: 'History, newest first' }))
    .getAllByRole('listitem')
    .map((line) => line.querySelector('.candidate-page__what')!.textContent);
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  jest.mocked(fetchFileWithToken).mockReset();
});
afterEach(() => {
  jest.useRealTimers();
});

async function openPage(data: CandidateData, mocks: Parameters<typeof renderCandidatePage>[1] = []) {
  const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
  renderCandidatePage(data.id, [detailsMock(data), ...mocks]);
  await screen.findByRole('heading', { level: 1, name: data.fullName });
  return user;
}

describe('the candidate page: rejecting through the dialog', () => {
  it('shows the e-mail that would go out and its delay, and Cancel sends nothing and gives the focus back', async () => {
    const calls: Calls = { variables: [] };
    const user = await openPage(candidate, [rejectMock(candidate.id, DUE.toISOString(), rejectedActivity, calls)]);

    const dialog = await openRejectDialog(user);
    expect(dialog).toHaveTextContent(
      'Grace Hopper will be marked Rejected and sent this e-mail in 10 minutes. Until then, Undo takes back the rejection and the e-mail.',
    );
    const mail = within(dialog).getByRole('figure', { name: 'The e-mail' });
    expect(mail).toHaveTextContent('Tograce@example.com');
    expect(mail).toHaveTextContent('SubjectYour application: HR Business Partner');
    expect(mail.querySelector('.reject-dialog__body')!.textContent).toBe(candidate.preview.text);
    // The reasons from Settings, in their order, after a prompt to choose one.
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    expect(reason).toBeRequired();
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a reason…', ...REASONS]);
    // The safe choice has the focus first.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(decision().getByRole('button', { name: 'Reject Grace Hopper' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(1000));
    expect(calls.variables).toEqual([]);
    expect(decision().getByText('Awaiting decision')).toBeInTheDocument();
  });

  it('closes on Escape, sending nothing, with the focus back on Reject', async () => {
    const calls: Calls = { variables: [] };
    const user = await openPage(candidate, [rejectMock(candidate.id, DUE.toISOString(), rejectedActivity, calls)]);
    await openRejectDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(decision().getByRole('button', { name: 'Reject Grace Hopper' })).toHaveFocus();
    expect(calls.variables).toEqual([]);
  });

  it('asks for a reason before rejecting, sending nothing until one is chosen', async () => {
    const calls: Calls = { variables: [] };
    const user = await openPage(candidate, [rejectMock(candidate.id, DUE.toISOString(), rejectedActivity, calls)]);
    const dialog = await openRejectDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Reject and send e-mail' }));

    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Choose why the candidate is rejected.');
    act(() => jest.advanceTimersByTime(1000));
    expect(calls.variables).toEqual([]);

    await user.selectOptions(reason, REASON);
    expect(reason).not.toHaveAttribute('aria-invalid');
  });

  it('rejects on “Reject and send e-mail” with the reason: the status, the stage, the buttons, the undo time and the history change in place', async () => {
    const calls: Calls = { variables: [] };
    const user = await openPage(candidate, [
      rejectMock(candidate.id, DUE.toISOString(), rejectedActivity, calls, undefined, REASON),
    ]);
    await rejectWithReason(user, await openRejectDialog(user));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.variables).toEqual([{ id: candidate.id, reason: REASON }]);
    expect(within(screen.getByRole('region', { name: 'Stage' })).getByText(/^Stage:/)).toHaveTextContent(
      `Stage: Applied (Rejected — ${REASON})`,
    );
    const status = decision().getByText(/^Status:/);
    expect(status).toHaveTextContent('Status: Rejected');
    expect(status).toHaveTextContent(
      `The rejection e-mail goes out at ${formatTimeOfDay(DUE.toISOString())}; until then Undo cancels the rejection and the e-mail.`,
    );
    // The button pressed is gone: the status line has the focus.
    expect(status).toHaveFocus();
    expect(decision().queryByRole('button', { name: 'Shortlist Grace Hopper' })).not.toBeInTheDocument();
    expect(decision().queryByRole('button', { name: 'Reject Grace Hopper' })).not.toBeInTheDocument();
    expect(decision().getByRole('button', { name: 'Undo the decision on Grace Hopper' })).toBeInTheDocument();
    expect(historyTexts()).toEqual(['Rejection e-mail queued, goes out at 2:05 PM', 'Rejected', 'Applied']);
    // The application's details say so too.
    expect(within(screen.getByRole('region', { name: 'Application' })).getByText('Rejected')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason, the focus on it, when the rejection is refused', async () => {
    const user = await openPage(candidate, [
      refusedMock(
        ApplicationRejectDocument,
        { id: candidate.id, reason: REASON },
        'CONFLICT',
        'These applications are already rejected: app-1.',
      ),
    ]);
    const dialog = await openRejectDialog(user);
    await rejectWithReason(user, dialog);

    const message = await within(dialog).findByText('These applications are already rejected: app-1.');
    expect(message).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(message).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Reject and send e-mail' })).not.toHaveAttribute('aria-disabled');
    expect(decision().getByText(/^Status:/)).toHaveTextContent('Status: Awaiting decision');
  });

  it('takes the hint away once the e-mail’s time has passed', async () => {
    await openPage({
      ...candidate,
      status: 'Rejected',
      rejectionEmailDueAt: DUE.toISOString(),
      activity: rejectedActivity,
    });
    expect(decision().getByText(/^Status:/)).toHaveTextContent('until then Undo cancels the rejection and the e-mail');
    act(() => jest.advanceTimersByTime(DUE.getTime() - NOW.getTime()));
    expect(decision().getByText(/^Status:/)).toHaveTextContent(/^Status: Rejected$/);
  });
});

describe('the candidate page: after the e-mail’s time', () => {
  it('reads the history again a few seconds after the e-mail’s time, so it says the e-mail was sent', async () => {
    const sent: Activity = { id: '4', kind: 'REJECTION_EMAIL_SENT', actorLabel: 'system', at: DUE.toISOString() };
    const asked: unknown[] = [];
    const timeline = timelineMock(candidate.id, [], [sent, ...rejectedActivity]);
    await openPage(
      { ...candidate, status: 'Rejected', rejectionEmailDueAt: DUE.toISOString(), activity: rejectedActivity },
      [{ ...timeline, result: () => (asked.push(1), timeline.result) as never } as typeof timeline],
    );
    act(() => jest.advanceTimersByTime(DUE.getTime() - Date.now() + 4_000));
    expect(asked).toEqual([]);
    act(() => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(historyTexts()[0]).toBe('Rejection e-mail sent'));
    expect(asked).toHaveLength(1);
  });
});

describe('the candidate page: undo and shortlist', () => {
  it('undoes a rejection back to no decision, cancelling its e-mail', async () => {
    const calls: Calls = { variables: [] };
    const user = await openPage(
      { ...candidate, status: 'Rejected', rejectionEmailDueAt: DUE.toISOString(), activity: rejectedActivity },
      [undoMock(candidate.id, undoneActivity, calls)],
    );
    await user.click(decision().getByRole('button', { name: 'Undo the decision on Grace Hopper' }));

    await waitFor(() => expect(decision().getByText(/^Status:/)).toHaveTextContent(/^Status: Awaiting decision$/));
    expect(calls.variables).toEqual([{ id: candidate.id }]);
    expect(decision().getByText(/^Status:/)).toHaveFocus();
    expect(decision().getByRole('button', { name: 'Shortlist Grace Hopper' })).toBeInTheDocument();
    expect(decision().getByRole('button', { name: 'Reject Grace Hopper' })).toBeInTheDocument();
    expect(decision().queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    expect(historyTexts().slice(0, 2)).toEqual(['Decision undone (was Rejected)', 'Rejection e-mail cancelled']);
  });

  it('shows the server’s message when the e-mail has already gone out and undo is refused', async () => {
    const sent = 'The rejection e-mail has already been sent (or is being sent): the decision can no longer be undone.';
    const user = await openPage(
      {
        ...candidate,
        status: 'Rejected',
        rejectionEmailDueAt: new Date(NOW.getTime() - 60_000).toISOString(),
        activity: rejectedActivity,
      },
      [refusedMock(ApplicationDecisionUndoDocument, { id: candidate.id }, 'CONFLICT', sent)],
    );
    // The e-mail's time has passed: no promise that Undo still cancels it.
    expect(decision().getByText(/^Status:/)).toHaveTextContent(/^Status: Rejected$/);
    await user.click(decision().getByRole('button', { name: 'Undo the decision on Grace Hopper' }));

    expect(await decision().findByText(sent)).toHaveAttribute('role', 'alert');
    expect(decision().getByText(/^Status:/)).toHaveTextContent('Status: Rejected');
  });

  it('shortlists: Shortlist goes, Reject and Undo stay', async () => {
    const calls: Calls = { variables: [] };
    const shortlisted: Activity[] = [
      {
        id: '2',
        kind: 'STATUS_SET',
        actorLabel: ME,
        at: NOW.toISOString(),
        details: { from: null, to: 'Shortlisted' },
      },
      APPLIED_ACTIVITY,
    ];
    const user = await openPage(candidate, [shortlistMock(candidate.id, shortlisted, calls)]);
    await user.click(decision().getByRole('button', { name: 'Shortlist Grace Hopper' }));

    await waitFor(() => expect(decision().getByText(/^Status:/)).toHaveTextContent(/^Status: Shortlisted$/));
    expect(calls.variables).toEqual([{ ids: [candidate.id] }]);
    expect(decision().queryByRole('button', { name: 'Shortlist Grace Hopper' })).not.toBeInTheDocument();
    expect(decision().getByRole('button', { name: 'Reject Grace Hopper' })).toBeInTheDocument();
    expect(decision().getByRole('button', { name: 'Undo the decision on Grace Hopper' })).toBeInTheDocument();
    expect(historyTexts()[0]).toBe('Shortlisted');
  });

  it('offers a rejected application no Shortlist, only Undo', async () => {
    await openPage({ ...candidate, status: 'Rejected', activity: rejectedActivity });
    expect(decision().queryByRole('button', { name: 'Shortlist Grace Hopper' })).not.toBeInTheDocument();
    expect(decision().queryByRole('button', { name: 'Reject Grace Hopper' })).not.toBeInTheDocument();
    expect(decision().getByRole('button', { name: 'Undo the decision on Grace Hopper' })).toBeInTheDocument();
  });
});

describe('the reject dialog for several candidates', () => {
  const reasonProps = { reasons: REASONS, reason: '', reasonRequired: true, reasonError: null, onReason: jest.fn() };
  const others = ['Alan Turing', 'Ada Lovelace'].map((fullName, index) => ({
    __typename: 'Application' as const,
    id: `app-${index + 2}`,
    fullName,
    rejectionEmailPreview: { ...grace.preview, to: `${fullName.split(' ')[0]!.toLowerCase()}@example.com` },
  }));
  const first = {
    __typename: 'Application' as const,
    id: grace.id,
    fullName: grace.fullName,
    rejectionEmailPreview: grace.preview,
  };

  it('shows how many are rejected and the e-mail to the first one', () => {
    render(
      <RejectDialog
        candidates={[first, ...others]}
        busy={false}
        error={null}
        {...reasonProps}
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject 3 candidates?' });
    expect(dialog).toHaveTextContent(
      'These 3 candidates will be marked Rejected, and each sent this e-mail with their own name and job filled in, in 10 minutes.',
    );
    const mail = within(dialog).getByRole('figure', { name: 'The e-mail to Grace Hopper (1 of 3)' });
    expect(mail).toHaveTextContent('Tograce@example.com');
  });

  it('says when the e-mail goes out in seconds, or at once without a delay', () => {
    const { rerender } = render(
      <RejectDialog
        candidates={[{ ...first, rejectionEmailPreview: { ...grace.preview, delayMinutes: 0.05 } }]}
        busy={false}
        error={null}
        {...reasonProps}
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('sent this e-mail in 3 seconds.');
    rerender(
      <RejectDialog
        candidates={[{ ...first, rejectionEmailPreview: { ...grace.preview, delayMinutes: 0 } }]}
        busy={false}
        error={null}
        {...reasonProps}
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Grace Hopper will be marked Rejected and sent this e-mail at once.',
    );
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Undo');
  });
});
