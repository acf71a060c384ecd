import type { FormEvent } from 'react';

import { Field, TextAreaField } from '../../../components/ui/Field';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { trimAll, useFormValues } from '../../../components/ui/use-form-values';
import type { ContactMessageInput } from '../../../gql/graphql';
import { contactForm } from '../contact-content';

export type ContactValues = Required<{ [K in keyof ContactMessageInput]: NonNullable<ContactMessageInput[K]> }>;

export interface ContactFormProps {
  /** While true the send button shows a spinner and is disabled. */
  busy: boolean;
  onSubmit: (values: ContactValues) => void;
}

const EMPTY: ContactValues = { name: '', email: '', mobile: '', location: '', message: '' };

/**
 * The contact message form. It keeps what was typed for as long as it is shown, so after a
 * failed send the visitor can simply press the button again.
 */
export function ContactForm({ busy, onSubmit }: ContactFormProps) {
  const { values, bind } = useFormValues<ContactValues>(EMPTY);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onSubmit(trimAll(values));
  }

  return (
    <form className="contact-form" onSubmit={submit}>
      <div className="contact-form__row">
        <Field label="Full Name" autoComplete="name" required maxLength={200} {...bind('name')} />
        <Field label="Email" type="email" autoComplete="email" required maxLength={254} {...bind('email')} />
      </div>
      <div className="contact-form__row">
        <Field label="Mobile" type="tel" autoComplete="tel" required maxLength={40} {...bind('mobile')} />
        <Field label="Location" autoComplete="address-level2" maxLength={200} {...bind('location')} />
      </div>
      <TextAreaField label="Message" rows={5} maxLength={5000} {...bind('message')} />
      <SubmitButton busy={busy}>{contactForm.submit}</SubmitButton>
    </form>
  );
}
