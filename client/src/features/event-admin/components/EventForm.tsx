import { type FormEvent, useState } from 'react';

import { Field, RequiredNote, SelectField, TextAreaField } from '../../../components/ui/Field';
import { useFieldChecks } from '../../../components/ui/form-checks';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { UploadProgress } from '../../../components/ui/UploadProgress';
import { useFormValues } from '../../../components/ui/use-form-values';
import { eventFieldErrors, eventFieldLabels, type EventValues } from '../event-form';
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
 * Event Image (images only). Browser validation is off (noValidate): a refused send marks every
 * field that is wrong at once, under the field, and the focus goes to the first (form-checks.ts),
 * as on the public forms; `required` marks the fields (the label's asterisk).
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
  const { formRef, errors, tryToSend } = useFieldChecks(eventFieldErrors(values, image, imageRequired));

  const bindOptional = (name: keyof EventValues) => ({ ...bindValue(name), error: errors[name] });
  const bind = (name: keyof EventValues) => ({ ...bindOptional(name), required: true });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !tryToSend()) return;
    onSubmit(values, image);
  }

  return (
    <form ref={formRef} className="event-form" noValidate onSubmit={submit} aria-busy={busy}>
      <RequiredNote />
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
          {...bindOptional('capacity')}
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
        error={errors.image}
        onChange={(event) => setImage(event.target.files?.[0] ?? null)}
      />
      {busy && image && (
        <UploadProgress label="Uploading image" loaded={progress?.loaded ?? 0} total={progress?.total ?? 0} />
      )}
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
