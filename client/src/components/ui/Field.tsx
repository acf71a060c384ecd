import './field.css';

import { type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

interface FieldFrame {
  /** The visible label; it is also the field's accessible name. */
  label: string;
  /** A short hint under the field (linked with aria-describedby). */
  hint?: string;
  /**
   * What is wrong with the field's value: shown under it, linked with aria-describedby, and the
   * field is marked aria-invalid. Null or undefined when nothing is.
   */
  error?: string | null;
}

/** aria-describedby for the error (read first) and the hint that are shown; aria-invalid with an error. */
function describedBy(id: string, hint?: string, error?: string | null) {
  const ids = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return {
    ...(ids ? { 'aria-describedby': ids } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
}

function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string | null }) {
  return (
    <>
      {hint && (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field__error">
          {error}
        </small>
      )}
    </>
  );
}

/**
 * A labelled input. Every other prop goes to the `<input>`. Text reads in the direction of its first
 * letter (`dir="auto"`): a name typed in Arabic or Hebrew runs from the right, as it is written.
 */
export function Field({ label, hint, error, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {input.required && <span aria-hidden="true"> *</span>}
      </label>
      <input id={id} dir="auto" {...describedBy(id, hint, error)} {...input} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled textarea, in the direction of its text as the input is. */
export function TextAreaField({
  label,
  hint,
  error,
  ...textarea
}: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {textarea.required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea id={id} dir="auto" {...describedBy(id, hint, error)} {...textarea} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled select; pass `<option>`s as children. */
export function SelectField({
  label,
  hint,
  error,
  children,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {select.required && <span aria-hidden="true"> *</span>}
      </label>
      <select id={id} {...describedBy(id, hint, error)} {...select}>
        {children}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A group of radio buttons, one per option, named by its legend (a fieldset). With an error each
 * button is marked aria-invalid and described by it, so a form's "focus the first invalid field"
 * lands on the group's first button.
 */
export function ChoiceField({
  label,
  hint,
  error,
  options,
  value,
  onChange,
  required,
  name,
}: FieldFrame & {
  /** The choices, each its button's label and value (distinct). */
  options: readonly string[];
  /** The chosen option, '' when none is. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  name?: string;
}) {
  const id = useId();
  return (
    <fieldset className="field field--choices">
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {options.map((option) => (
        <label key={option} className="field__choice">
          <input
            type="radio"
            name={name ?? id}
            value={option}
            checked={value === option}
            required={required}
            onChange={() => onChange(option)}
            {...describedBy(id, hint, error)}
          />
          {option}
        </label>
      ))}
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}

/**
 * The one key to how required fields are marked: every required field's label ends in an asterisk
 * (and its input is `required`, which screen readers announce); nothing marks optional fields.
 * Shown once at the top of a form that has required fields.
 */
export function RequiredNote() {
  return <p className="field-required-note">Fields marked * are required.</p>;
}
