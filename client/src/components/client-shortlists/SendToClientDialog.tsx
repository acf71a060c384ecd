import './client-shortlists.css';

import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';

import type {
  SendClientShortlistInput,
  SendToClientCandidateFieldsFragment,
  SendToClientJobFieldsFragment,
} from '../../gql/graphql';
import { Dialog } from '../ui/Dialog';
import { Field, SelectField, TextAreaField } from '../ui/Field';
import { type FieldErrors, useFieldChecks } from '../ui/form-checks';
import { FormMessage } from '../ui/FormMessage';
import { SubmitButton } from '../ui/SubmitButton';

import {
  candidateOptionLabel,
  clientShortlistWords as words,
  contactOptionLabel,
  DEFAULT_EXPIRY_DAYS,
  MAX_EXPIRY_DAYS,
  MESSAGE_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  SHORTLIST_MAX_CANDIDATES,
} from './client-shortlist-words';

/** Where a job is edited (its client is chosen in the job form). */
export const EDIT_JOB_PATH = '/admin/manage-jobs';

/** Why the server refused the shortlist: its words, and the input field it named if any. */
export interface SendRefusal {
  message: string;
  field?: string;
}

export interface SendToClientDialogProps {
  /** The job with its client and contacts; undefined while loading. */
  job: SendToClientJobFieldsFragment | undefined;
  /** The job's applications; undefined while loading. Rejected and withdrawn ones are left out. */
  candidates: readonly SendToClientCandidateFieldsFragment[] | undefined;
  loadFailed: boolean;
  onRetryLoad: () => void;
  /** Candidates ticked when the dialog opens (the selection on All candidates). */
  preselected: ReadonlySet<string>;
  busy: boolean;
  refusal: SendRefusal | null;
  onSend: (input: SendClientShortlistInput) => void;
  onCancel: () => void;
}

/**
 * "Send to client": the candidates to put on the shortlist (each with a note), the client's
 * contact who receives it, what the client sees (the name always; resume on, LinkedIn, e-mail
 * and phone off unless ticked), how many days the link stays open and an optional message.
 */
export function SendToClientDialog(props: SendToClientDialogProps) {
  const { job, candidates, loadFailed } = props;
  let body;
  if (!job || !candidates) {
    body = loadFailed ? (
      <div>
        <p role="alert">{words.loadFailed}</p>
        <button type="button" className="button" onClick={props.onRetryLoad}>
          {words.retry}
        </button>
      </div>
    ) : (
      <p role="status">{words.loading}</p>
    );
  } else if (!job.client) {
    body = (
      <div className="send-to-client__blocked">
        <p>{words.noClient}</p>
        <p>
          <Link to={EDIT_JOB_PATH}>{words.editJob}</Link>
        </p>
        <button type="button" className="button" onClick={props.onCancel}>
          {words.cancel}
        </button>
      </div>
    );
  } else if (job.client.contacts.length === 0) {
    body = (
      <div className="send-to-client__blocked">
        <p>{words.noContacts(job.client.name)}</p>
        <p>
          <Link to={`/admin/clients/${encodeURIComponent(job.client.id)}`}>{words.openClient}</Link>
        </p>
        <button type="button" className="button" onClick={props.onCancel}>
          {words.cancel}
        </button>
      </div>
    );
  } else {
    const active = candidates.filter((candidate) => !candidate.outcome);
    body = (
      <SendToClientForm
        contacts={job.client.contacts}
        candidates={active}
        preselected={props.preselected}
        busy={props.busy}
        refusal={props.refusal}
        onSend={props.onSend}
        onCancel={props.onCancel}
      />
    );
  }
  return (
    <Dialog
      title={job ? `${words.dialogTitle}: ${job.title}` : words.dialogTitle}
      onClose={props.onCancel}
      className="send-to-client"
    >
      {body}
    </Dialog>
  );
}

type Contact = NonNullable<SendToClientJobFieldsFragment['client']>['contacts'][number];

interface FormProps {
  contacts: readonly Contact[];
  candidates: readonly SendToClientCandidateFieldsFragment[];
  preselected: ReadonlySet<string>;
  busy: boolean;
  refusal: SendRefusal | null;
  onSend: (input: SendClientShortlistInput) => void;
  onCancel: () => void;
}

/** The form's fields the server may name when it refuses (each error shows under its field). */
const FIELDS = ['entries', 'contactId', 'expiresInDays', 'message'] as const;
type FieldName = (typeof FIELDS)[number];

function SendToClientForm({ contacts, candidates, preselected, busy, refusal, onSend, onCancel }: FormProps) {
  const id = useId();
  const [picked, setPicked] = useState<ReadonlySet<string>>(
    () => new Set(candidates.filter((candidate) => preselected.has(candidate.id)).map((candidate) => candidate.id)),
  );
  const [notes, setNotes] = useState<Readonly<Record<string, string>>>({});
  const [contactId, setContactId] = useState(contacts.length === 1 ? contacts[0]!.id : '');
  const [shares, setShares] = useState({
    shareResume: true,
    shareLinkedIn: false,
    shareEmail: false,
    sharePhone: false,
  });
  const [days, setDays] = useState(String(DEFAULT_EXPIRY_DAYS));
  const [message, setMessage] = useState('');

  const errorsNow: FieldErrors<string> = {};
  if (picked.size === 0) errorsNow.entries = words.chooseCandidate;
  else if (picked.size > SHORTLIST_MAX_CANDIDATES) errorsNow.entries = words.tooManyCandidates;
  for (const candidateId of picked) {
    if ((notes[candidateId] ?? '').trim().length > NOTE_MAX_LENGTH)
      errorsNow[`note-${candidateId}`] = words.noteTooLong;
  }
  if (!contactId) errorsNow.contactId = words.contactMissing;
  const dayCount = Number(days.trim());
  if (!/^\d+$/.test(days.trim()) || dayCount < 1 || dayCount > MAX_EXPIRY_DAYS)
    errorsNow.expiresInDays = words.expiryInvalid;
  if (message.trim().length > MESSAGE_MAX_LENGTH) errorsNow.message = words.messageTooLong;
  const { formRef, errors, tryToSend } = useFieldChecks(errorsNow);

  // A refusal naming one of the fields shows under it; any other shows under the form.
  const refusedField =
    refusal?.field && (FIELDS as readonly string[]).includes(refusal.field) ? (refusal.field as FieldName) : null;
  const errorOf = (name: string) => errors[name] ?? (refusedField === name ? refusal!.message : null);
  useEffect(() => {
    // The server named a field: the focus goes to it (its error is read with it).
    if (refusedField) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal, refusedField, formRef]);

  function toggle(candidateId: string, on: boolean) {
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(candidateId);
      else next.delete(candidateId);
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !tryToSend()) return;
    onSend({
      contactId,
      // In the list's order, each with its note (none when left blank).
      entries: candidates
        .filter((candidate) => picked.has(candidate.id))
        .map((candidate) => {
          const note = (notes[candidate.id] ?? '').trim();
          return note ? { applicationId: candidate.id, note } : { applicationId: candidate.id };
        }),
      ...shares,
      expiresInDays: dayCount,
      ...(message.trim() ? { message: message.trim() } : {}),
    } as SendClientShortlistInput);
  }

  const entriesError = errorOf('entries');
  const entriesErrorId = `${id}-entries-error`;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="send-to-client__form">
      <fieldset className="field send-to-client__candidates">
        <legend>{words.candidates}</legend>
        {candidates.length === 0 && <p>{words.noCandidates}</p>}
        <ul>
          {candidates.map((candidate) => {
            const on = picked.has(candidate.id);
            return (
              <li key={candidate.id}>
                <label className="field__choice">
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={(event) => toggle(candidate.id, event.target.checked)}
                    aria-invalid={entriesError ? true : undefined}
                    aria-describedby={entriesError ? entriesErrorId : undefined}
                  />
                  {candidateOptionLabel(candidate.fullName, candidate.stage.name)}
                </label>
                {on && (
                  <TextAreaField
                    label={words.noteLabel(candidate.fullName)}
                    rows={2}
                    value={notes[candidate.id] ?? ''}
                    error={errorOf(`note-${candidate.id}`)}
                    onChange={(event) => setNotes((current) => ({ ...current, [candidate.id]: event.target.value }))}
                  />
                )}
              </li>
            );
          })}
        </ul>
        {entriesError && (
          <small id={entriesErrorId} className="field__error">
            {entriesError}
          </small>
        )}
      </fieldset>
      <SelectField
        label={words.contact}
        required
        value={contactId}
        error={errorOf('contactId')}
        onChange={(event) => setContactId(event.target.value)}
      >
        <option value="">{words.chooseContact}</option>
        {contacts.map((contact) => (
          <option key={contact.id} value={contact.id}>
            {contactOptionLabel(contact)}
          </option>
        ))}
      </SelectField>
      <fieldset className="field send-to-client__shares">
        <legend>{words.shares}</legend>
        <p className="field__hint">{words.nameAlways}</p>
        {(
          [
            ['shareResume', words.shareResume],
            ['shareLinkedIn', words.shareLinkedIn],
            ['shareEmail', words.shareEmail],
            ['sharePhone', words.sharePhone],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className="field__choice">
            <input
              type="checkbox"
              checked={shares[name]}
              onChange={(event) => setShares((current) => ({ ...current, [name]: event.target.checked }))}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <Field
        label={words.expiry}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_EXPIRY_DAYS}
        required
        hint={words.expiryHint}
        value={days}
        error={errorOf('expiresInDays')}
        onChange={(event) => setDays(event.target.value)}
      />
      <TextAreaField
        label={words.message}
        rows={3}
        value={message}
        error={errorOf('message')}
        onChange={(event) => setMessage(event.target.value)}
      />
      <FormMessage tone="error" message={refusal && !refusedField ? refusal.message : null} />
      <div className="send-to-client__actions">
        <button type="button" className="button" onClick={onCancel}>
          {words.cancel}
        </button>
        <SubmitButton busy={busy}>{words.send}</SubmitButton>
      </div>
    </form>
  );
}
