import { type FormEvent, useEffect, useId, useState } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { Field, SelectField } from '../../../components/ui/Field';
import { type FieldErrors, requiredFieldMessage, useFieldChecks } from '../../../components/ui/form-checks';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormValues } from '../../../components/ui/use-form-values';
import { formatDuration, wallClockIn } from '../../../lib/zoned-when';
import { interviewDialogTitle, interviewerLabel, interviewMessages as m } from '../interview-messages';

import {
  durationChoices,
  type InterviewField,
  type InterviewFormInput,
  type InterviewFormValues,
  interviewInput,
  timeZoneChoices,
} from './interview-form';

/** Someone who may interview, as the checkboxes name them. */
export interface InterviewerChoice {
  id: string;
  name: string;
  email: string;
}

/** Why the server refused: on the field it names when the dialog has it, else as the dialog's alert. */
export interface InterviewRefusal {
  field?: InterviewField;
  message: string;
}

export interface InterviewDialogProps {
  /** Scheduling a new interview, or moving one (its fields prefilled). */
  mode: 'schedule' | 'move';
  fullName: string;
  initial: InterviewFormValues;
  initialInterviewerIds: readonly string[];
  /** Who may interview; undefined while they load. */
  interviewers: readonly InterviewerChoice[] | undefined;
  loadFailed: boolean;
  onRetryLoad: () => void;
  /** The interview is being sent. */
  busy: boolean;
  refusal: InterviewRefusal | null;
  /** A field was changed: a refusal naming it no longer applies. */
  onFieldChange: (field: InterviewField) => void;
  onSubmit: (input: InterviewFormInput) => void;
  onCancel: () => void;
}

/** The required fields' labels, in the form's order (the interviewers are checked apart). */
const REQUIRED = { date: m.date, time: m.time } as const;

function checkInterview(values: InterviewFormValues, interviewerIds: readonly string[]): FieldErrors<InterviewField> {
  const errors: FieldErrors<InterviewField> = {};
  for (const name of ['date', 'time'] as const) {
    if (!values[name].trim()) errors[name] = requiredFieldMessage(REQUIRED[name], 'the');
  }
  if (interviewerIds.length === 0) errors.interviewerIds = m.interviewersMissing;
  return errors;
}

/**
 * A group of checkboxes, one per person who may interview, named by its legend. With an error each
 * box is marked invalid and described by it, so the form's "focus the first invalid field" lands
 * on the first box.
 */
function InterviewersField({
  choices,
  chosen,
  error,
  onToggle,
}: {
  choices: readonly InterviewerChoice[];
  chosen: readonly string[];
  error: string | undefined;
  onToggle: (id: string, on: boolean) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className="field field--choices">
      <legend>
        {m.interviewers}
        <span aria-hidden="true"> *</span>
      </legend>
      {choices.map((choice) => (
        <label key={choice.id} className="field__choice">
          <input
            type="checkbox"
            name="interviewerIds"
            value={choice.id}
            checked={chosen.includes(choice.id)}
            onChange={(event) => onToggle(choice.id, event.target.checked)}
            {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
          />
          {interviewerLabel(choice)}
        </label>
      ))}
      {error && (
        <small id={errorId} className="field__error">
          {error}
        </small>
      )}
    </fieldset>
  );
}

/**
 * Schedules an interview, or moves one (every field prefilled and sent again): the day, time and
 * time zone it is on, how long, where or the video link, and who interviews. Date, time and one
 * interviewer are required; the server's refusal shows on the field it names.
 */
export function InterviewDialog(props: InterviewDialogProps) {
  const { mode, fullName, initial, initialInterviewerIds, interviewers, loadFailed, onRetryLoad } = props;
  const { busy, refusal, onFieldChange, onSubmit, onCancel } = props;
  const { values, bind } = useFormValues<InterviewFormValues>(initial);
  const [chosen, setChosen] = useState<readonly string[]>(initialInterviewerIds);
  const [openedAt] = useState(() => new Date().toISOString());
  const checks = useFieldChecks(checkInterview(values, chosen));
  const { formRef } = checks;

  // A refused field takes the focus, as a field the form marks does.
  useEffect(() => {
    if (refusal?.field) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusal, formRef]);

  const zones = timeZoneChoices([values.timeZone, initial.timeZone]);
  const durations = durationChoices(Number(initial.durationMinutes));
  // The order the checkboxes are in, whatever order they were ticked in.
  const ordered = (ids: readonly string[]) =>
    interviewers ? interviewers.map((choice) => choice.id).filter((id) => ids.includes(id)) : [...ids];

  function fieldError(name: InterviewField): string | undefined {
    return checks.errors[name] ?? (refusal?.field === name ? refusal.message : undefined);
  }

  function bound(name: keyof InterviewFormValues) {
    const binding = bind(name);
    return {
      ...binding,
      onChange: (event: { target: { value: string } }) => {
        onFieldChange(name);
        binding.onChange(event);
      },
    };
  }

  function toggle(id: string, on: boolean) {
    onFieldChange('interviewerIds');
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !checks.tryToSend()) return;
    onSubmit(interviewInput(values, ordered(chosen)));
  }

  let people;
  if (loadFailed) {
    people = (
      <div className="interview-dialog__people">
        <FormMessage tone="error" message={m.interviewersLoadFailed} />
        <button type="button" className="button" onClick={onRetryLoad}>
          {m.retry}
        </button>
      </div>
    );
  } else if (!interviewers) {
    people = <p role="status">{m.interviewersLoading}</p>;
  } else {
    people = (
      <InterviewersField
        choices={interviewers}
        chosen={chosen}
        error={fieldError('interviewerIds')}
        onToggle={toggle}
      />
    );
  }

  return (
    <Dialog title={interviewDialogTitle(mode, fullName)} onClose={onCancel} className="interview-dialog">
      <p>{mode === 'schedule' ? m.intro : m.moveIntro}</p>
      <form ref={formRef} noValidate onSubmit={submit}>
        <div className="interview-dialog__when">
          <Field
            label={m.date}
            type="date"
            required
            min={wallClockIn(openedAt, values.timeZone)?.date}
            error={fieldError('date')}
            {...bound('date')}
          />
          <Field label={m.time} type="time" required error={fieldError('time')} {...bound('time')} />
        </div>
        <SelectField label={m.timeZone} error={fieldError('timeZone')} {...bound('timeZone')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <SelectField label={m.duration} error={fieldError('durationMinutes')} {...bound('durationMinutes')}>
          {durations.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {formatDuration(minutes)}
            </option>
          ))}
        </SelectField>
        <Field
          label={m.location}
          maxLength={300}
          hint={m.locationHint}
          error={fieldError('location')}
          {...bound('location')}
        />
        <Field
          label={m.videoUrl}
          type="url"
          inputMode="url"
          maxLength={500}
          hint={m.videoUrlHint}
          error={fieldError('videoUrl')}
          {...bound('videoUrl')}
        />
        {people}
        <FormMessage tone="error" message={refusal && !refusal.field ? refusal.message : null} />
        <div className="interview-dialog__actions">
          <button type="button" className="button" onClick={onCancel}>
            {m.dismiss}
          </button>
          <SubmitButton busy={busy}>{mode === 'schedule' ? m.submitSchedule : m.submitMove}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
