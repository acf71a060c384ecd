import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { TextAreaField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import type { ClientShortlistAnswer, ClientShortlistCandidateFieldsFragment } from '../../../gql/graphql';
import { formatMoment } from '../../../lib/format-when';
import { ANSWER_CHOICES, clientShortlistMessages as messages, savedAnswerLine } from '../client-shortlist-messages';

/** An answer as the form sends it. */
export interface AnswerDraft {
  answer: ClientShortlistAnswer;
  reason: string;
  comment: string;
}

/** How saving an answer went: null once saved, else the server's words and the field it named. */
export type AnswerOutcome = { message: string; field?: string } | null;

export interface ShortlistCandidateProps {
  candidate: ClientShortlistCandidateFieldsFragment;
  onAnswer: (draft: AnswerDraft) => Promise<AnswerOutcome>;
}

/** One candidate on the client's page: the name, the recruiter's note, what was shared, and the answer form. */
export function ShortlistCandidate({ candidate, onAnswer }: ShortlistCandidateProps) {
  const headingId = useId();
  const { fullName } = candidate;
  return (
    <article className="client-shortlist__candidate" aria-labelledby={headingId}>
      <h3 id={headingId}>{fullName}</h3>
      {candidate.note && (
        <div className="client-shortlist__note">
          <h4>{messages.note}</h4>
          <p>{candidate.note}</p>
        </div>
      )}
      {(candidate.linkedIn || candidate.email || candidate.phone) && (
        <dl className="client-shortlist__details">
          {candidate.linkedIn && (
            <>
              <dt>{messages.linkedIn}</dt>
              <dd>
                <a href={candidate.linkedIn} target="_blank" rel="noopener noreferrer">
                  {candidate.linkedIn}
                  <span className="visually-hidden"> {messages.newTab}</span>
                </a>
              </dd>
            </>
          )}
          {candidate.email && (
            <>
              <dt>{messages.email}</dt>
              <dd>
                <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
              </dd>
            </>
          )}
          {candidate.phone && (
            <>
              <dt>{messages.phone}</dt>
              <dd>
                <a href={`tel:${candidate.phone.replace(/[^\d+]/g, '')}`}>{candidate.phone}</a>
              </dd>
            </>
          )}
        </dl>
      )}
      {candidate.resumeUrl && (
        <p>
          <a
            className="button"
            href={candidate.resumeUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${messages.viewResume}: ${fullName} ${messages.newTab}`}
          >
            {messages.viewResume}
          </a>
        </p>
      )}
      <AnswerForm candidate={candidate} onAnswer={onAnswer} />
    </article>
  );
}

function AnswerForm({ candidate, onAnswer }: ShortlistCandidateProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState<ClientShortlistAnswer | ''>(candidate.answer ?? '');
  const [reason, setReason] = useState(candidate.answerReason);
  const [comment, setComment] = useState(candidate.answerComment);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<AnswerOutcome>(null);
  const [saved, setSaved] = useState(false);
  const [refusals, setRefusals] = useState(0);

  const errors: Partial<Record<'answer' | 'reason' | 'comment', string>> = {};
  if (!answer) errors.answer = messages.answerMissing;
  if (answer === 'NOT_INTERESTED' && !reason.trim()) errors.reason = messages.reasonMissing;
  if (answer === 'QUESTION' && !comment.trim()) errors.comment = messages.commentMissing;
  const shown = tried ? errors : {};
  const fieldError = (name: 'answer' | 'reason' | 'comment') =>
    shown[name] ?? (refusal?.field === name ? refusal.message : null);
  const otherRefusal =
    refusal && !['answer', 'reason', 'comment'].includes(refusal.field ?? '') ? refusal.message : null;

  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setSaved(false);
    setRefusal(null);
    if (Object.keys(errors).length > 0 || !answer) {
      setRefusals((count) => count + 1);
      return;
    }
    setBusy(true);
    const outcome = await onAnswer({ answer, reason: reason.trim(), comment: comment.trim() });
    setBusy(false);
    setRefusal(outcome);
    if (outcome) setRefusals((count) => count + 1);
    else setSaved(true);
  }

  const answerError = fieldError('answer');
  const answerErrorId = `${id}-answer-error`;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="client-shortlist__answer">
      <fieldset className="field field--choices">
        <legend>
          {messages.answerLegend} <span className="visually-hidden">about {candidate.fullName}</span>
          <span aria-hidden="true"> *</span>
        </legend>
        {ANSWER_CHOICES.map((choice) => (
          <label key={choice.value} className="field__choice">
            <input
              type="radio"
              name={`${id}-answer`}
              value={choice.value}
              checked={answer === choice.value}
              required
              onChange={() => setAnswer(choice.value)}
              aria-invalid={answerError ? true : undefined}
              aria-describedby={answerError ? answerErrorId : undefined}
            />
            {choice.label}
          </label>
        ))}
        {answerError && (
          <small id={answerErrorId} className="field__error">
            {answerError}
          </small>
        )}
      </fieldset>
      {answer === 'NOT_INTERESTED' && (
        <TextAreaField
          label={messages.reason}
          required
          rows={2}
          maxLength={500}
          value={reason}
          error={fieldError('reason')}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
      <TextAreaField
        label={messages.comment}
        required={answer === 'QUESTION'}
        rows={3}
        maxLength={2000}
        value={comment}
        error={fieldError('comment')}
        onChange={(event) => setComment(event.target.value)}
      />
      <SubmitButton busy={busy}>{messages.sendAnswer}</SubmitButton>
      <p role="status" className="client-shortlist__saved">
        {saved ? `${messages.answerSaved} ` : ''}
        {candidate.answer && candidate.answeredAt
          ? savedAnswerLine(candidate.answer, formatMoment(candidate.answeredAt))
          : ''}
      </p>
      <FormMessage tone="error" message={otherRefusal} />
    </form>
  );
}
