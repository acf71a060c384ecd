import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { Field } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { messages } from '../../../content/messages';

export interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
}

export type RegistrationStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface RegisterDialogProps {
  eventName: string;
  status: RegistrationStatus;
  /** The server's reason for a refusal worth showing (e.g. an e-mail already registered). */
  errorDetail?: string | null;
  onSubmit: (values: RegistrationValues) => void;
  onClose: () => void;
}

/** The register modal: Name, Email and Phone, then "Registration successful!" in place of the form. */
export function RegisterDialog({ eventName, status, errorDetail, onSubmit, onClose }: RegisterDialogProps) {
  const [values, setValues] = useState<RegistrationValues>({ name: '', email: '', phone: '' });
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The form, and the button that had focus, disappear on success: keep focus inside the dialog.
  useEffect(() => {
    if (status === 'success') outcomeRef.current?.focus();
  }, [status]);

  function change(field: keyof RegistrationValues) {
    return (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: event.target.value });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() });
  }

  const message =
    status === 'success'
      ? messages.events.registerSuccess
      : status === 'error'
        ? [messages.events.registerFailed, errorDetail].filter(Boolean).join('\n')
        : null;

  return (
    <Dialog title={`Register for ${eventName}`} onClose={onClose} className="register-dialog">
      {status !== 'success' && (
        <form onSubmit={submit}>
          <Field label="Name" name="name" autoComplete="name" required value={values.name} onChange={change('name')} />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={change('email')}
          />
          <Field
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            value={values.phone}
            onChange={change('phone')}
          />
          <SubmitButton busy={status === 'submitting'}>Submit registration</SubmitButton>
        </form>
      )}
      <div ref={outcomeRef} tabIndex={-1} className="register-dialog__outcome">
        <FormMessage message={message} tone={status === 'error' ? 'error' : 'success'} />
      </div>
    </Dialog>
  );
}
