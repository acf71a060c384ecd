import { type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

interface FieldFrame {
  /** The visible label; it is also the field's accessible name. */
  label: string;
  /** A short hint under the field (linked with aria-describedby). */
  hint?: string;
}

function describedBy(hintId: string, hint?: string) {
  return hint ? { 'aria-describedby': hintId } : {};
}

/** A labelled input. Every other prop goes to the `<input>`. */
export function Field({ label, hint, ...input }: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {input.required && <span aria-hidden="true"> *</span>}
      </label>
      <input id={id} {...describedBy(`${id}-hint`, hint)} {...input} />
      {hint && (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}

/** A labelled textarea. */
export function TextAreaField({ label, hint, ...textarea }: FieldFrame & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {textarea.required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea id={id} {...describedBy(`${id}-hint`, hint)} {...textarea} />
      {hint && (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}

/** A labelled select; pass `<option>`s as children. */
export function SelectField({
  label,
  hint,
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
      <select id={id} {...describedBy(`${id}-hint`, hint)} {...select}>
        {children}
      </select>
      {hint && (
        <small id={`${id}-hint`} className="field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}
