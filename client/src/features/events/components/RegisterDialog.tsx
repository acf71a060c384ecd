import type { FormEvent } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { DialogOutcome } from '../../../components/ui/DialogOutcome';
import { RequiredNote } from '../../../components/ui/Field';
import { checkFields, useFieldChecks } from '../../../components/ui/form-checks';
import { type FormGuardFields, Honeypot, PrivacyNotice, useFormGuard } from '../../../components/ui/FormPrivacy';
import { PERSON_FIELD_LABELS, PersonFields } from '../../../components/ui/PersonFields';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { trimAll, useFormValues } from '../../../components/ui/use-form-values';
import { messages } from '../../../content/messages';
import { formPrivacy } from '../../../content/privacy';

export interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
}

/** What the dialog sends: the values and the form's guard fields (a notice: no box to tick). */
export type RegistrationSubmission = RegistrationValues & FormGuardFields;

export type RegistrationStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface RegisterDialogProps {
  eventName: string;
  status: RegistrationStatus;
  /** The server's reason for a refusal worth showing (e.g. an e-mail already registered), shown instead of the general failure line. */
  errorDetail?: string | null;
  /** The line shown on success: the spec's "Registration successful!" unless the visitor joined the waiting list. */
  successMessage?: string;
  onSubmit: (submission: RegistrationSubmission) => void;
  onClose: () => void;
}

/** The register modal: Name, Email and Phone, then "Registration successful!" in place of the form. */
export function RegisterDialog({
  eventName,
  status,
  errorDetail,
  successMessage = messages.events.registerSuccess,
  onSubmit,
  onClose,
}: RegisterDialogProps) {
  const { values, bind } = useFormValues<RegistrationValues>({ name: '', email: '', phone: '' });
  const { guardFields, honeypot } = useFormGuard();
  const { formRef, errors, tryToSend } = useFieldChecks(checkFields(values, PERSON_FIELD_LABELS, { email: 'email' }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!tryToSend()) return;
    onSubmit({ ...trimAll(values), ...guardFields() });
  }

  // One line: the server's reason when it gave one worth showing (an e-mail already registered:
  // "try again" would contradict it), else the spec's failure message.
  const message =
    status === 'success' ? successMessage : status === 'error' ? (errorDetail ?? messages.events.registerFailed) : null;

  return (
    <Dialog title={`Register for ${eventName}`} onClose={onClose} className="register-dialog">
      {status !== 'success' && (
        <form ref={formRef} noValidate onSubmit={submit}>
          <RequiredNote />
          <PersonFields bind={bind} errors={errors} />
          <PrivacyNotice statement={formPrivacy.register.notice} />
          <Honeypot {...honeypot} />
          <SubmitButton busy={status === 'submitting'}>Submit registration</SubmitButton>
        </form>
      )}
      <DialogOutcome
        message={message}
        tone={status === 'error' ? 'error' : 'success'}
        succeeded={status === 'success'}
      />
    </Dialog>
  );
}
