import { type ChangeEvent, type FormEvent, useState } from 'react';

import { Field, TextAreaField } from '../../../components/ui/Field';
import { SubmitButton } from '../../../components/ui/SubmitButton';
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
  const [values, setValues] = useState<ContactValues>(EMPTY);

  function change(field: keyof ContactValues) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    onSubmit({
      name: values.name.trim(),
      email: values.email.trim(),
      mobile: values.mobile.trim(),
      location: values.location.trim(),
      message: values.message.trim(),
    });
  }

  return (
    <form className="contact-form" onSubmit={submit}>
      <div className="contact-form__row">
        <Field
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          maxLength={200}
          value={values.name}
          onChange={change('name')}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={values.email}
          onChange={change('email')}
        />
      </div>
      <div className="contact-form__row">
        <Field
          label="Mobile"
          name="mobile"
          type="tel"
          autoComplete="tel"
          required
          maxLength={40}
          value={values.mobile}
          onChange={change('mobile')}
        />
        <Field
          label="Location"
          name="location"
          autoComplete="address-level2"
          maxLength={200}
          value={values.location}
          onChange={change('location')}
        />
      </div>
      <TextAreaField
        label="Message"
        name="message"
        rows={5}
        maxLength={5000}
        value={values.message}
        onChange={change('message')}
      />
      <SubmitButton busy={busy}>{contactForm.submit}</SubmitButton>
    </form>
  );
}
