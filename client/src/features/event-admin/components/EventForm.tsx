import { type FormEvent, useRef, useState } from 'react';

import { Field, SelectField, TextAreaField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { UploadProgress } from '../../../components/ui/UploadProgress';
import { useFormValues } from '../../../components/ui/use-form-values';
import { eventFieldLabels, type EventValues, validateEvent } from '../event-form';
import { timeZoneOptions } from '../time-zone-options';

export interface EventFormProps {
  /** The values the form starts with (empty to add, the event's own to edit). */
  initialValues: EventValues;
  /** Adding needs an image; editing keeps the old one when none is chosen. */
  imageRequired: boolean;
  /** True while the event is being sent: the button is disabled and shows a spinner. */
  busy: boolean;
  /** Bytes of the image upload sent so far, while sending one. */
  progress: { loaded: number; total: number } | null;
  submitLabel: string;
  /** Called with valid values only; the form names the missing field itself otherwise. */
  onSubmit: (values: EventValues, image: File | null) => void;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** A hint under the image picker. */
  imageHint?: string;
}

/**
 * The event form (SPEC section 2): Event Name, Event Time, Event Date, Description (4 rows) and
 * Event Image (images only). Browser validation is off (noValidate) so the message that names the
 * missing field is ours and the same in every browser; `required` still marks the fields.
 * To empty it (file picker included), remount it with a new `key`.
 */
export function EventForm({
  initialValues,
  imageRequired,
  busy,
  progress,
  submitLabel,
  onSubmit,
  onCancel,
  imageHint,
}: EventFormProps) {
  const { values, bind: bindValue } = useFormValues<EventValues>(initialValues);
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const bind = (name: keyof EventValues) => ({ ...bindValue(name), required: true });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateEvent(values, image, imageRequired);
    if (found) {
      setProblem(found.message);
      formRef.current?.querySelector<HTMLElement>(`[name="${found.field}"]`)?.focus();
      return;
    }
    setProblem(null);
    onSubmit(values, image);
  }

  return (
    <form ref={formRef} className="event-form" noValidate onSubmit={submit} aria-busy={busy}>
      <Field label={eventFieldLabels.name} type="text" maxLength={200} {...bind('name')} />
      <div className="event-form__when">
        <Field label={eventFieldLabels.time} type="time" {...bind('time')} />
        <Field label={eventFieldLabels.date} type="date" {...bind('date')} />
      </div>
      <TextAreaField label={eventFieldLabels.description} rows={4} maxLength={5000} {...bind('description')} />
      <div className="event-form__details">
        <SelectField label={eventFieldLabels.timeZone} {...bindValue('timeZone')}>
          <option value="">The site’s default</option>
          {timeZoneOptions(values.timeZone).map(([zone, label]) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </SelectField>
        <Field label={eventFieldLabels.venue} type="text" maxLength={300} {...bindValue('venue')} />
        <Field
          label={eventFieldLabels.onlineUrl}
          type="url"
          maxLength={500}
          hint="https://… for an online or hybrid event."
          {...bindValue('onlineUrl')}
        />
        <Field
          label={eventFieldLabels.capacity}
          type="number"
          min={1}
          inputMode="numeric"
          hint="Seats; empty for unlimited. Beyond it, people join the waiting list."
          {...bindValue('capacity')}
        />
        <Field
          label={eventFieldLabels.registrationClosesAt}
          type="datetime-local"
          hint="On the event's clock; empty: when it starts."
          {...bindValue('registrationClosesAt')}
        />
      </div>
      <Field
        label={eventFieldLabels.image}
        type="file"
        name="image"
        accept="image/*"
        required={imageRequired}
        hint={imageHint}
        onChange={(event) => setImage(event.target.files?.[0] ?? null)}
      />
      {busy && image && (
        <UploadProgress label="Uploading image" loaded={progress?.loaded ?? 0} total={progress?.total ?? 0} />
      )}
      <FormMessage message={problem} tone="error" />
      <div className="event-form__actions">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        )}
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
