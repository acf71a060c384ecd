import { type FormEvent, useId, useRef, useState } from 'react';

import { Field } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { clientsMessages as m } from '../clients-messages';

export interface ClientLogoFormProps {
  hasLogo: boolean;
  initialAlt: string;
  busy: boolean;
  error: string | null;
  onUpload: (file: File, alt: string) => Promise<boolean>;
  onRemove: () => void;
}

/** Upload (or replace) the logo with its description, both required; Remove logo when there is one. */
export function ClientLogoForm({ hasLogo, initialAlt, busy, error, onUpload, onRemove }: ClientLogoFormProps) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState(initialAlt);
  const [problems, setProblems] = useState<{ file?: string; alt?: string }>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const file = fileInput.current?.files?.[0];
    const found = { ...(file ? {} : { file: m.logoFileRequired }), ...(alt.trim() ? {} : { alt: m.logoAltRequired }) };
    setProblems(found);
    if (!file) return fileInput.current?.focus();
    if (!alt.trim()) return event.currentTarget.querySelector<HTMLInputElement>('input[name="alt"]')?.focus();
    if ((await onUpload(file, alt.trim())) && fileInput.current) fileInput.current.value = '';
  }

  return (
    <form className="clients__logo-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={fileId}>
          {m.logoFile}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={fileId}
          ref={fileInput}
          type="file"
          name="file"
          accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
          aria-describedby={`${fileId}-hint${problems.file ? ` ${fileId}-error` : ''}`}
          {...(problems.file ? { 'aria-invalid': true } : {})}
        />
        <small id={`${fileId}-hint`} className="field__hint">
          {m.logoFileHint}
        </small>
        {problems.file && (
          <small id={`${fileId}-error`} className="field__error">
            {problems.file}
          </small>
        )}
      </div>
      <Field
        label={m.logoAlt}
        name="alt"
        required
        maxLength={200}
        hint={m.logoAltHint}
        error={problems.alt}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
      />
      <div className="clients__actions">
        <SubmitButton busy={busy}>{hasLogo ? m.replaceLogo : m.uploadLogo}</SubmitButton>
        {hasLogo && (
          <button type="button" className="button" onClick={onRemove} disabled={busy}>
            {m.removeLogo}
          </button>
        )}
      </div>
      <FormMessage tone="error" message={error} />
    </form>
  );
}
