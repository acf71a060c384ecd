import { type FormEvent, useState } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { useFormValues } from '../../../components/ui/use-form-values';
import type { ClientContactInput } from '../../../gql/graphql';
import { clientsMessages as m } from '../clients-messages';

export interface ContactFormValues {
  fullName: string;
  role: string;
  email: string;
  phone: string;
}

export const NEW_CONTACT_FORM: ContactFormValues = { fullName: '', role: '', email: '', phone: '' };

/** The shape the server takes too (one @, a dot in the domain); the server checks again. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContactDialogProps {
  title: string;
  initialValues?: ContactFormValues;
  busy: boolean;
  error: string | null;
  errorField?: string | undefined;
  onSubmit: (input: ClientContactInput) => void;
  onClose: () => void;
}

/** Add contact / Edit contact: full name and e-mail required (checked before sending), role and phone. */
export function ContactDialog({
  title,
  initialValues = NEW_CONTACT_FORM,
  busy,
  error,
  errorField,
  onSubmit,
  onClose,
}: ContactDialogProps) {
  const { values, bind } = useFormValues<ContactFormValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactFormValues, string>>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<keyof ContactFormValues, string>> = {};
    if (!values.fullName.trim()) found.fullName = m.contactNameRequired;
    if (!EMAIL.test(values.email.trim())) found.email = m.contactEmailInvalid;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return;
    }
    onSubmit({
      fullName: values.fullName.trim(),
      role: values.role.trim() || null,
      email: values.email.trim(),
      phone: values.phone.trim() || null,
    });
  }

  const refused = (field: keyof ContactFormValues) =>
    errorField === field && !errors[field] ? { 'aria-invalid': true as const } : {};
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="clients__form" onSubmit={submit} noValidate>
        <Field
          label={m.contactFullName}
          required
          maxLength={200}
          autoComplete="off"
          error={errors.fullName}
          {...bind('fullName')}
          {...refused('fullName')}
        />
        <Field label={m.contactRole} maxLength={200} autoComplete="off" {...bind('role')} {...refused('role')} />
        <Field
          label={m.contactEmail}
          type="email"
          required
          autoComplete="off"
          error={errors.email}
          {...bind('email')}
          {...refused('email')}
        />
        <Field
          label={m.contactPhone}
          type="tel"
          maxLength={40}
          autoComplete="off"
          {...bind('phone')}
          {...refused('phone')}
        />
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
