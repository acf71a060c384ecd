import './scorecards.css';

import { type FormEvent, useEffect, useState } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { ChoiceField, RequiredNote, TextAreaField } from '../../../components/ui/Field';
import { type FieldErrors, useFieldChecks } from '../../../components/ui/form-checks';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import type { ScorecardInput, ScorecardRating } from '../../../gql/graphql';
import {
  RATING_SCALE,
  ratingMissing,
  ratingOf,
  ratingWords,
  scorecardDialogTitle,
  scorecardMessages as m,
} from '../scorecard-messages';

/** The fields a refusal may name and the dialog shows it on (others, `ratings` too, are its alert). */
export type ScorecardField = 'recommendation' | 'notes';

const REFUSABLE: readonly ScorecardField[] = ['recommendation', 'notes'];

/** The field a refusal names, when the dialog shows it on one. */
export function scorecardField(name: string | undefined): ScorecardField | undefined {
  return REFUSABLE.find((field) => field === name);
}

export interface ScorecardRefusal {
  field?: ScorecardField;
  message: string;
}

export interface ScorecardDialogProps {
  fullName: string;
  /** When the interview was, in words on its own clock. */
  when: string;
  /** What the job's scorecards rate, in order. */
  attributes: readonly string[];
  /** The scorecard is being sent. */
  busy: boolean;
  refusal: ScorecardRefusal | null;
  /** A field was changed: a refusal naming it no longer applies. */
  onFieldChange: (field: ScorecardField) => void;
  onSubmit: (input: ScorecardInput) => void;
  onCancel: () => void;
}

const CHOICES = RATING_SCALE.map(ratingWords);
const NOTES_MAX = 5000;

/** An attribute's group among the form's checks (apart from the recommendation's, whatever it is called). */
const ratingKey = (attribute: string) => `rating:${attribute}`;

function checkScorecard(
  attributes: readonly string[],
  ratings: Readonly<Record<string, ScorecardRating>>,
  recommendation: ScorecardRating | undefined,
): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  for (const attribute of attributes) {
    if (!ratings[attribute]) errors[ratingKey(attribute)] = ratingMissing(attribute);
  }
  if (!recommendation) errors.recommendation = m.recommendationMissing;
  return errors;
}

/**
 * An interviewer's scorecard: each of the job's attributes rated in four steps (strong no to
 * strong yes), an overall recommendation the same way, and optional notes. Every rating and the
 * recommendation are required; the server's refusal shows on the field it names, else as an alert.
 */
export function ScorecardDialog(props: ScorecardDialogProps) {
  const { fullName, when, attributes, busy, refusal, onFieldChange, onSubmit, onCancel } = props;
  const [ratings, setRatings] = useState<Readonly<Record<string, ScorecardRating>>>({});
  const [recommendation, setRecommendation] = useState<ScorecardRating | undefined>();
  const [notes, setNotes] = useState('');
  const checks = useFieldChecks(checkScorecard(attributes, ratings, recommendation));
  const { formRef } = checks;

  // A refused field takes the focus, as a field the form marks does.
  useEffect(() => {
    if (refusal?.field) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal, formRef]);

  function fieldError(name: ScorecardField): string | undefined {
    return checks.errors[name] ?? (refusal?.field === name ? refusal.message : undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !checks.tryToSend() || !recommendation) return;
    onSubmit({
      ratings: attributes.map((attribute) => ({ attribute, rating: ratings[attribute]! })),
      recommendation,
      notes: notes.trim(),
    });
  }

  return (
    <Dialog title={scorecardDialogTitle(fullName, when)} onClose={onCancel} className="scorecard-dialog">
      <p>{m.intro}</p>
      <form ref={formRef} noValidate onSubmit={submit}>
        <RequiredNote />
        {attributes.map((attribute) => (
          <ChoiceField
            key={attribute}
            label={attribute}
            required
            options={CHOICES}
            value={ratings[attribute] ? ratingWords(ratings[attribute]) : ''}
            error={checks.errors[ratingKey(attribute)]}
            onChange={(words) => {
              const rating = ratingOf(words);
              if (rating) setRatings((current) => ({ ...current, [attribute]: rating }));
            }}
          />
        ))}
        <ChoiceField
          label={m.recommendation}
          required
          options={CHOICES}
          value={recommendation ? ratingWords(recommendation) : ''}
          error={fieldError('recommendation')}
          onChange={(words) => {
            onFieldChange('recommendation');
            setRecommendation(ratingOf(words));
          }}
        />
        <TextAreaField
          label={m.notes}
          hint={m.notesHint}
          rows={5}
          maxLength={NOTES_MAX}
          value={notes}
          error={fieldError('notes')}
          onChange={(event) => {
            onFieldChange('notes');
            setNotes(event.target.value);
          }}
        />
        <FormMessage tone="error" message={refusal && !refusal.field ? refusal.message : null} />
        <div className="interview-dialog__actions">
          <button type="button" className="button" onClick={onCancel}>
            {m.dismiss}
          </button>
          <SubmitButton busy={busy}>{m.submit}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
