import type { FormEvent } from 'react';

import { Field, RequiredNote, TextAreaField } from '../../../components/ui/Field';
import { checkFields, useFieldChecks } from '../../../components/ui/form-checks';
import { FormMessage } from '../../../components/ui/FormMessage';
import { type FormGuardFields, Honeypot, PrivacyNotice, useFormGuard } from '../../../components/ui/FormPrivacy';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { trimAll, useFormValues } from '../../../components/ui/use-form-values';
import { formPrivacy } from '../../../content/privacy';
import { contactForm } from '../contact-content';

export interface ContactValues {
  name: string;
  email: string;
  mobile: string;
  location: string;
  message: string;
}

/** What the form sends: the values and its guard fields (a notice: no box to tick). */
export type ContactSubmission = ContactValues & FormGuardFields;

export interface ContactFormProps {
  /** While true the send button shows a spinner and is disabled. */
  busy: boolean;
  /** The server's words for a refusal the visitor can act on (too many forms, a bad e-mail). */
  refusal?: string | null;
  onSubmit: (submission: ContactSubmission) => void;
}

const EMPTY: ContactValues = { name: '', email: '', mobile: '', location: '', message: '' };

/** The required fields, in the form's order, as their labels name them. */
const REQUIRED = { name: 'Full Name', email: 'Email', mobile: 'Mobile' } as const;

/**
 * The contact message form. It keeps what was typed for as long as it is shown, so after a
 * failed send the visitor can simply press the button again.
 */
export function ContactForm({ busy, refusal, onSubmit }: ContactFormProps) {
  const { values, bind } = useFormValues<ContactValues>(EMPTY);
  const { guardFields, honeypot } = useFormGuard();
  // Every missing or malformed field at once (SPEC section 5: name, e-mail and mobile are required).
  const { formRef, errors, tryToSend } = useFieldChecks(checkFields(values, REQUIRED, { email: 'email' }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !tryToSend()) return;
    onSubmit({ ...trimAll(values), ...guardFields() });
  }

  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={submit}>
      <RequiredNote />
      <div className="contact-form__row">
        <Field label="Full Name" autoComplete="name" required maxLength={200} error={errors.name} {...bind('name')} />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={errors.email}
          {...bind('email')}
        />
      </div>
      <div className="contact-form__row">
        <Field
          label="Mobile"
          type="tel"
          autoComplete="tel"
          required
          maxLength={40}
          error={errors.mobile}
          {...bind('mobile')}
        />
        <Field label="Location" autoComplete="address-level2" maxLength={200} {...bind('location')} />
      </div>
      <TextAreaField label="Message" rows={5} maxLength={5000} {...bind('message')} />
      <PrivacyNotice statement={formPrivacy.contact.notice} />
      <Honeypot {...honeypot} />
      <SubmitButton busy={busy}>{contactForm.submit}</SubmitButton>
      {refusal && <FormMessage message={refusal} tone="error" />}
    </form>
  );
}
