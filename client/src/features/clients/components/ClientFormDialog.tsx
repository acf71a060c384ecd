import { type FormEvent, useId, useState } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { Field, TextAreaField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormValues } from '../../../components/ui/use-form-values';
import type { ClientInput } from '../../../gql/graphql';
import { clientsMessages as m } from '../clients-messages';

/** What the client form holds. */
export interface ClientFormValues {
  name: string;
  website: string;
  industry: string;
  notes: string;
}

export const NEW_CLIENT_FORM: ClientFormValues = { name: '', website: '', industry: '', notes: '' };

export interface ClientFormDialogProps {
  title: string;
  initialValues?: ClientFormValues;
  initialShowNamePublicly?: boolean;
  busy: boolean;
  /** Why the server refused, and the field it named (marked invalid). */
  error: string | null;
  errorField?: string | undefined;
  onSubmit: (input: ClientInput) => void;
  onClose: () => void;
}

/** Add client / Edit client: name (required), website, industry, notes, and whether the name may be public. */
export function ClientFormDialog({
  title,
  initialValues = NEW_CLIENT_FORM,
  initialShowNamePublicly = false,
  busy,
  error,
  errorField,
  onSubmit,
  onClose,
}: ClientFormDialogProps) {
  const { values, bind } = useFormValues<ClientFormValues>(initialValues);
  const [showNamePublicly, setShowNamePublicly] = useState(initialShowNamePublicly);
  const [nameMissing, setNameMissing] = useState(false);
  const hintId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!values.name.trim()) {
      setNameMissing(true);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
      return;
    }
    setNameMissing(false);
    onSubmit({
      name: values.name.trim(),
      website: values.website.trim() || null,
      industry: values.industry.trim() || null,
      notes: values.notes.trim() || null,
      showNamePublicly,
    });
  }

  const refused = (field: string) => (errorField === field ? { 'aria-invalid': true as const } : {});
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="clients__form" onSubmit={submit} noValidate>
        <Field
          label={m.name}
          required
          maxLength={200}
          error={nameMissing ? m.nameRequired : null}
          {...bind('name')}
          {...refused('name')}
        />
        <Field label={m.website} type="url" hint={m.websiteHint} {...bind('website')} {...refused('website')} />
        <Field label={m.industry} maxLength={100} {...bind('industry')} {...refused('industry')} />
        <TextAreaField label={m.notes} rows={4} {...bind('notes')} {...refused('notes')} />
        <div className="field">
          <label className="field__choice">
            <input
              type="checkbox"
              name="showNamePublicly"
              checked={showNamePublicly}
              aria-describedby={hintId}
              onChange={(event) => setShowNamePublicly(event.target.checked)}
            />
            {m.showNamePublicly}
          </label>
          <small id={hintId} className="field__hint">
            {m.showNamePubliclyHint}
          </small>
        </div>
        <div className="clients__actions">
          <SubmitButton busy={busy}>{m.save}</SubmitButton>
          <button type="button" className="button" onClick={onClose}>
            {m.cancel}
          </button>
        </div>
        <FormMessage tone="error" message={error} />
      </form>
    </Dialog>
  );
}
