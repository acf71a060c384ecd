import { act, screen, waitFor, within } from '@testing-library/react';

import {
  ApplicationNoteAddDocument,
  ApplicationNoteDeleteDocument,
  ApplicationNoteEditDocument,
} from '../../../client/src/gql/graphql';
import { fetchFileWithToken } from '../../../client/src/lib/download';
import { formatMoment, formatTimeOfDay } from '../../../client/src/lib/format-when';
import { setupUser } from '../../helpers/user-events';

import {
  type Activity,
  addNoteMock,
  APPLIED_ACTIVITY,
  type Calls,
  type CandidateData,
  deleteNoteMock,
  detailsMock,
  editNoteMock,
  grace,
  type Note,
  refusedMock,
  renderCandidatePage,
  timelineMock,
  VIEWER_ID,
} from './candidate-page-fixtures';

jest.mock('../../../client/src/lib/download', () => ({
  ...jest.requireActual('../../../client/src/lib/download'),
  fetchFileWithToken: jest.fn(),
}));

const NOW = new Date('2025-03-03T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const ME = 'rita@talentconsultancy.example';

const mine: Note = {
  id: 'note-1',
  text: 'Strong on payroll.',
  authorId: VIEWER_ID,
  authorLabel: ME,
  createdAt: minutesAgo(14),
};
const mineOld: Note = {
  id: 'note-2',
  text: 'Called, no answer.',
  authorId: VIEWER_ID,
  authorLabel: ME,
  createdAt: minutesAgo(16),
  editedAt: minutesAgo(15.5),
};
const theirs: Note = {
  id: 'note-3',
  text: 'Met at the fair.',
  authorId: 'user-9',
  authorLabel: 'sam@example.com',
  createdAt: minutesAgo(1),
};

// A Word resume: nothing is fetched for it, so the only requests are the notes'.
const candidate: CandidateData = { ...grace, resumeType: 'DOCX', notes: [theirs, mine, mineOld] };

function notes() {
  return within(screen.getByRole('region', { name: 'Notes' }));
}

/** The list item of the note that reads `text` (as shown, not as typed into a field). */
function noteItem(text: string) {
  return notes().getByText(text, { selector: '.notes__text' }).closest('li')!;
}

function historyTexts() {
  return within(screen.getByRole('list', { name: 'History, newest first' }))
    .getAllByRole('listitem')
    .map((line) => line.querySelector('.candidate-page__what')!.textContent);
}

async function openPage(data: CandidateData, mocks: Parameters<typeof renderCandidatePage>[1] = []) {
  const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
  renderCandidatePage(data.id, [detailsMock(data), ...mocks]);
  await screen.findByRole('heading', { level: 1, name: data.fullName });
  return user;
}

const noted = (kind: Activity['kind'], id: string): Activity => ({ id, kind, actorLabel: ME, at: NOW.toISOString() });

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  jest.mocked(fetchFileWithToken).mockReset();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the candidate page: notes', () => {
  it('lists the notes newest first with author, time and whether they were edited', async () => {
    await openPage(candidate);
    const items = within(notes().getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.notes__text')!.textContent)).toEqual([
      'Met at the fair.',
      'Strong on payroll.',
      'Called, no answer.',
    ]);
    expect(items[0]).toHaveTextContent(new RegExp(`sam@example\\.com, ${formatMoment(theirs.createdAt)}$`));
    expect(items[1]).not.toHaveTextContent('(edited)');
    expect(items[2]).toHaveTextContent(/\(edited\)$/);
  });

  it('says so when there are no notes yet', async () => {
    await openPage({ ...candidate, notes: [] });
    expect(notes().getByText('No notes yet.')).toBeInTheDocument();
  });

  it('offers Edit and Delete only on the viewer’s own notes younger than 15 minutes, until those pass', async () => {
    await openPage(candidate);
    expect(within(noteItem(mine.text)).getByRole('button', { name: /^Edit note of / })).toBeInTheDocument();
    expect(within(noteItem(mine.text)).getByRole('button', { name: /^Delete note of / })).toBeInTheDocument();
    const lockedAt = new Date(mine.createdAt).getTime() + 15 * 60_000;
    expect(noteItem(mine.text)).toHaveTextContent(
      `You can change it until ${formatTimeOfDay(new Date(lockedAt).toISOString())}.`,
    );
    // Someone else's note, however new, and the viewer's own note past 15 minutes: no buttons.
    expect(within(noteItem(theirs.text)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(noteItem(mineOld.text)).queryByRole('button')).not.toBeInTheDocument();

    // The fake clock moved on while the page loaded: count from where it is now.
    act(() => jest.advanceTimersByTime(lockedAt - Date.now() - 1));
    expect(within(noteItem(mine.text)).getByRole('button', { name: /^Edit note of / })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(noteItem(mine.text)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds a note: the form empties, the note comes first and the history says so', async () => {
    const calls: Calls = { variables: [] };
    const added: Note = {
      id: 'note-4',
      text: 'Invite to a second interview.',
      authorId: VIEWER_ID,
      authorLabel: ME,
      createdAt: NOW.toISOString(),
    };
    const user = await openPage(candidate, [
      addNoteMock(candidate.id, added.text, added, calls),
      timelineMock(candidate.id, [added, ...candidate.notes], [noted('NOTE_ADDED', '2'), APPLIED_ACTIVITY]),
    ]);

    await user.type(notes().getByLabelText('Add a note'), added.text);
    await user.click(notes().getByRole('button', { name: 'Add note' }));

    await waitFor(() => expect(notes().getByLabelText('Add a note')).toHaveValue(''));
    expect(calls.variables).toEqual([{ applicationId: candidate.id, text: added.text }]);
    const first = within(notes().getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent(added.text);
    expect(within(first).getByRole('button', { name: /^Edit note of / })).toBeInTheDocument();
    await waitFor(() => expect(historyTexts()).toEqual(['Note added', 'Applied']));
  });

  it('marks the field with the server’s message when it refuses the text', async () => {
    const user = await openPage(candidate, [
      refusedMock(
        ApplicationNoteAddDocument,
        { applicationId: candidate.id, text: '   ' },
        'BAD_USER_INPUT',
        'text is required (at most 2000 characters).',
        { variables: [] },
        'text',
      ),
    ]);
    const field = notes().getByLabelText('Add a note');
    expect(field).toHaveAttribute('maxlength', '2000');
    expect(field).toHaveAccessibleDescription('Up to 2,000 characters.');

    await user.type(field, '   ');
    await user.click(notes().getByRole('button', { name: 'Add note' }));

    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('text is required (at most 2000 characters). Up to 2,000 characters.');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('   ');
  });

  it('edits the viewer’s note in place and gives the focus back to its Edit button', async () => {
    const calls: Calls = { variables: [] };
    const edited: Note = { ...mine, text: 'Strong on payroll and pensions.', editedAt: NOW.toISOString() };
    const user = await openPage(candidate, [
      editNoteMock(mine.id, edited.text, edited, calls),
      timelineMock(candidate.id, [theirs, edited, mineOld], [noted('NOTE_EDITED', '2'), APPLIED_ACTIVITY]),
    ]);
    await user.click(within(noteItem(mine.text)).getByRole('button', { name: /^Edit note of / }));
    const field = notes().getByLabelText('Edit note');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, edited.text);
    await user.click(notes().getByRole('button', { name: 'Save note' }));

    const item = await waitFor(() => noteItem(edited.text));
    expect(calls.variables).toEqual([{ id: mine.id, text: edited.text }]);
    expect(item).toHaveTextContent('(edited)');
    await waitFor(() => expect(within(item).getByRole('button', { name: /^Edit note of / })).toHaveFocus());
    await waitFor(() => expect(historyTexts()[0]).toBe('Note edited'));
  });

  it('shows the server’s message when it refuses an edit (the 15 minutes passed meanwhile)', async () => {
    const locked = 'A note can be edited or deleted only within 15 minutes of writing it.';
    const user = await openPage(candidate, [
      refusedMock(ApplicationNoteEditDocument, { id: mine.id, text: `${mine.text}!` }, 'CONFLICT', locked),
    ]);
    await user.click(within(noteItem(mine.text)).getByRole('button', { name: /^Edit note of / }));
    // The window closes while the form is open: the form stays, and the server has the last word.
    act(() => jest.advanceTimersByTime(60_000));
    await user.type(notes().getByLabelText('Edit note'), '!');
    await user.click(notes().getByRole('button', { name: 'Save note' }));

    expect(await notes().findByText(locked)).toHaveAttribute('role', 'alert');
    expect(notes().getByLabelText('Edit note')).toHaveValue(`${mine.text}!`);
  });

  it('deletes the viewer’s note after asking, and the history says so', async () => {
    const calls: Calls = { variables: [] };
    const user = await openPage(candidate, [
      deleteNoteMock(mine.id, calls),
      timelineMock(candidate.id, [theirs, mineOld], [noted('NOTE_DELETED', '2'), APPLIED_ACTIVITY]),
    ]);
    await user.click(within(noteItem(mine.text)).getByRole('button', { name: /^Delete note of / }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this note?' });
    expect(dialog).toHaveTextContent(mine.text);
    await user.click(within(dialog).getByRole('button', { name: 'Delete note' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.variables).toEqual([{ id: mine.id }]);
    expect(notes().queryByText(mine.text, { selector: '.notes__text' })).not.toBeInTheDocument();
    await waitFor(() => expect(notes().getByLabelText('Add a note')).toHaveFocus());
    await waitFor(() => expect(historyTexts()[0]).toBe('Note deleted'));
  });

  it('keeps the delete dialog open on the server’s refusal, with the focus on its message', async () => {
    const notYours = 'Only the author of a note may edit or delete it.';
    const user = await openPage(candidate, [
      refusedMock(ApplicationNoteDeleteDocument, { id: mine.id }, 'FORBIDDEN', notYours),
    ]);
    await user.click(within(noteItem(mine.text)).getByRole('button', { name: /^Delete note of / }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete note' }));

    const message = await within(dialog).findByText(notYours);
    await waitFor(() => expect(message).toHaveFocus());
    expect(notes().getByText(mine.text, { selector: '.notes__text' })).toBeInTheDocument();
  });

  it('asks nothing when the delete dialog is cancelled', async () => {
    const calls: Calls = { variables: [] };
    const user = await openPage(candidate, [deleteNoteMock(mine.id, calls)]);
    const remove = within(noteItem(mine.text)).getByRole('button', { name: /^Delete note of / });
    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(calls.variables).toEqual([]);
  });
});
