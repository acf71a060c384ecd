import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { TextAreaField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import type { ApplicationNoteFieldsFragment } from '../../../gql/graphql';
import { formatMoment, formatTimeOfDay } from '../../../lib/format-when';
import { candidatePageMessages, NOTE_EDIT_WINDOW_MS, NOTE_MAX_LENGTH } from '../candidate-page-messages';

/** How a note's change went: the server's refusal names the field it was about (`text`) when it did. */
export type NoteOutcome = { ok: true } | { ok: false; message: string; field?: string };

export interface NotesSectionProps {
  notes: readonly ApplicationNoteFieldsFragment[];
  /** The signed-in account's id: only its own notes can be changed. */
  viewerId: string | undefined;
  /** The time now (ms): a note can be changed for 15 minutes after it was written. */
  now: number;
  onAdd: (text: string) => Promise<NoteOutcome>;
  onEdit: (id: string, text: string) => Promise<NoteOutcome>;
  onDelete: (id: string) => Promise<NoteOutcome>;
}

/** The moment a note can no longer be edited or deleted. */
export function noteLockedAt(note: { createdAt: string }): number {
  return new Date(note.createdAt).getTime() + NOTE_EDIT_WINDOW_MS;
}

/** Whether the viewer may still change the note: their own, within 15 minutes of writing it. */
export function canChangeNote(note: ApplicationNoteFieldsFragment, viewerId: string | undefined, now: number): boolean {
  return viewerId !== undefined && note.authorId === viewerId && now < noteLockedAt(note);
}

const LENGTH_HINT = `Up to ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`;

/**
 * One note's text, saved through `save`: the field the server refuses is marked and takes the
 * focus; any other refusal is shown under the buttons. After a save, `onSaved` runs; without it
 * the field empties for the next note.
 */
function NoteForm({
  className,
  label,
  initialText,
  autoFocus,
  save,
  onSaved,
  children,
}: {
  className: string;
  label: string;
  initialText: string;
  autoFocus?: boolean;
  save: (text: string) => Promise<NoteOutcome>;
  onSaved?: () => void;
  /** The form's buttons, given whether the save is under way. */
  children: (busy: boolean) => ReactNode;
}) {
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    setError(null);
    setFieldError(null);
    const outcome = await save(text);
    setBusy(false);
    if (outcome.ok) {
      if (onSaved) onSaved();
      else setText('');
      return;
    }
    if (outcome.field === 'text') {
      setFieldError(outcome.message);
      // The field is marked invalid: it takes the focus, so its message is read with it.
      requestAnimationFrame(() => form.querySelector('textarea')?.focus());
    } else {
      setError(outcome.message);
    }
  }

  return (
    <form className={className} onSubmit={submit}>
      <TextAreaField
        label={label}
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        hint={LENGTH_HINT}
        error={fieldError}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
      />
      {children(busy)}
      <FormMessage tone="error" message={error} />
    </form>
  );
}

function AddNoteForm({ onAdd }: { onAdd: NotesSectionProps['onAdd'] }) {
  return (
    <NoteForm className="notes__add" label="Add a note" initialText="" save={onAdd}>
      {(busy) => <SubmitButton busy={busy}>Add note</SubmitButton>}
    </NoteForm>
  );
}

function EditNoteForm({
  note,
  onEdit,
  onDone,
}: {
  note: ApplicationNoteFieldsFragment;
  onEdit: NotesSectionProps['onEdit'];
  onDone: () => void;
}) {
  return (
    <NoteForm
      className="notes__edit"
      label="Edit note"
      initialText={note.text}
      autoFocus
      save={(text) => onEdit(note.id, text)}
      onSaved={onDone}
    >
      {(busy) => (
        <div className="notes__buttons">
          <SubmitButton busy={busy}>Save note</SubmitButton>
          <button type="button" className="button" onClick={onDone}>
            Cancel
          </button>
        </div>
      )}
    </NoteForm>
  );
}

function DeleteNoteDialog({
  note,
  onDelete,
  onClose,
}: {
  note: ApplicationNoteFieldsFragment;
  onDelete: NotesSectionProps['onDelete'];
  /** `deleted`: whether the note went. */
  onClose: (deleted: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await onDelete(note.id);
    setBusy(false);
    if (outcome.ok) onClose(true);
    else setError(outcome.message);
  }

  return (
    <Dialog title="Delete this note?" onClose={() => onClose(false)}>
      <blockquote className="notes__quote">{note.text}</blockquote>
      <p>It is deleted for everyone; the history keeps that a note was deleted.</p>
      <form className="reject-dialog__actions" onSubmit={submit}>
        <button type="button" className="button" onClick={() => onClose(false)}>
          Cancel
        </button>
        <SubmitButton busy={busy} className="button reject-dialog__confirm">
          Delete note
        </SubmitButton>
      </form>
      <FormMessage tone="error" message={error} />
    </Dialog>
  );
}

/**
 * Staff notes on the application, newest first: who wrote each and when (and whether it was
 * edited), a form to add one, and Edit and Delete on the viewer's own notes for 15 minutes after
 * writing them (the server enforces it too, and its refusal is shown).
 */
export function NotesSection({ notes, viewerId, now, onAdd, onEdit, onDelete }: NotesSectionProps) {
  const prefix = useId();
  const container = useRef<HTMLDivElement>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const deleting = notes.find((note) => note.id === deletingId);
  const elementId = (note: { id: string }, part: 'text' | 'edit') => `${prefix}-${note.id}-${part}`;

  /** The control that had the focus is gone: give it to `id`'s element once it is drawn. */
  function focusLater(...ids: string[]) {
    requestAnimationFrame(() => {
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element) return element.focus();
      }
    });
  }

  function editDone(note: ApplicationNoteFieldsFragment) {
    setEditingId(null);
    focusLater(elementId(note, 'edit'), elementId(note, 'text'));
  }

  function deleteClosed(deleted: boolean) {
    setDeletingId(null);
    // A deleted note's buttons went with it: the focus goes on to writing a new one.
    if (deleted) requestAnimationFrame(() => container.current?.querySelector('textarea')?.focus());
  }

  return (
    <div className="notes" ref={container}>
      <AddNoteForm onAdd={onAdd} />
      {notes.length === 0 ? (
        <p className="candidate-page__empty">{candidatePageMessages.noNotes}</p>
      ) : (
        <ul className="notes__list" aria-label="Notes, newest first">
          {notes.map((note) => {
            const changeable = canChangeNote(note, viewerId, now);
            return (
              <li key={note.id} className="notes__note">
                {/* An edit begun stays open when the 15 minutes pass: the server then says no. */}
                {editingId === note.id ? (
                  <EditNoteForm note={note} onEdit={onEdit} onDone={() => editDone(note)} />
                ) : (
                  <p className="notes__text" id={elementId(note, 'text')} tabIndex={-1}>
                    {note.text}
                  </p>
                )}
                <p className="candidate-page__meta">
                  {note.authorLabel}, <time dateTime={note.createdAt}>{formatMoment(note.createdAt)}</time>
                  {note.editedAt && (
                    <>
                      {' '}
                      (<span title={`Edited ${formatMoment(note.editedAt)}`}>edited</span>)
                    </>
                  )}
                </p>
                {changeable && editingId !== note.id && (
                  <div className="notes__buttons">
                    <button
                      type="button"
                      id={elementId(note, 'edit')}
                      className="button notes__button"
                      aria-label={`Edit note of ${formatMoment(note.createdAt)}`}
                      onClick={() => setEditingId(note.id)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button notes__button"
                      aria-label={`Delete note of ${formatMoment(note.createdAt)}`}
                      onClick={() => setDeletingId(note.id)}
                    >
                      Delete
                    </button>
                    <span className="candidate-page__meta">
                      You can change it until {formatTimeOfDay(new Date(noteLockedAt(note)).toISOString())}.
                    </span>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {deleting && <DeleteNoteDialog note={deleting} onDelete={onDelete} onClose={deleteClosed} />}
    </div>
  );
}
