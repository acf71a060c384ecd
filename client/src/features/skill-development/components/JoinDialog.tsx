import { type ChangeEvent, type FormEvent, useState } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { DialogOutcome } from '../../../components/ui/DialogOutcome';
import { Field, RequiredNote, SelectField } from '../../../components/ui/Field';
import { checkFields, useFieldChecks } from '../../../components/ui/form-checks';
import { ConsentCheckbox, type FormGuardFields, Honeypot, useFormGuard } from '../../../components/ui/FormPrivacy';
import { PERSON_FIELD_LABELS, PersonFields } from '../../../components/ui/PersonFields';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { trimAll, useFormValues } from '../../../components/ui/use-form-values';
import { messages } from '../../../content/messages';
import { formPrivacy } from '../../../content/privacy';
import { joinForm } from '../../../content/skill-development';
import type { JoinUsType } from '../../../gql/graphql';

export type JoinStatus = 'idle' | 'submitting' | 'success' | 'error';

/** What the visitor types and picks. */
export interface JoinValues {
  name: string;
  email: string;
  phone: string;
  location: string;
  type: JoinUsType;
}

/** What the dialog sends: the values, the ticked consent and the form's guard fields. */
export type JoinSubmission = JoinValues & FormGuardFields & { consent: true };

export const JOIN_TYPES: readonly JoinUsType[] = ['Individual', 'Organization'];

/** The fields to fill in (SPEC section 5), in the form's order; the type always has a value. */
const JOIN_REQUIRED = { ...PERSON_FIELD_LABELS, location: 'Location' };

export interface JoinDialogProps {
  /** The type preselected in the form: the card the visitor chose. */
  initialType: JoinUsType;
  status: JoinStatus;
  /** The server's words for a refusal the visitor can act on (too many forms, a bad e-mail). */
  refusal?: string | null;
  onSubmit: (submission: JoinSubmission) => void;
  onClose: () => void;
}

/** The join modal: contact details and a type, then the success message in place of the form. */
export function JoinDialog({ initialType, status, refusal, onSubmit, onClose }: JoinDialogProps) {
  const { values, setValues, bind } = useFormValues<JoinValues>({
    name: '',
    email: '',
    phone: '',
    location: '',
    type: initialType,
  });
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const { guardFields, honeypot } = useFormGuard();
  const { formRef, errors, tryToSend } = useFieldChecks(checkFields(values, JOIN_REQUIRED, { email: 'email' }));

  function changeType(event: ChangeEvent<HTMLSelectElement>) {
    const type = JOIN_TYPES.find((candidate) => candidate === event.target.value);
    if (type) setValues({ ...values, type });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Every field's problem and the consent box's at once; the focus goes to the first field marked.
    const fieldsFine = tryToSend();
    if (!consent) setConsentMissing(true);
    if (!fieldsFine || !consent) return;
    onSubmit({ ...trimAll(values), type: values.type, ...guardFields(), consent: true });
  }

  const message =
    status === 'success' ? messages.joinUs.success : status === 'error' ? (refusal ?? messages.joinUs.failure) : null;

  return (
    <Dialog title={joinForm.dialogTitle} onClose={onClose}>
      {status !== 'success' && (
        <form ref={formRef} noValidate onSubmit={submit}>
          <RequiredNote />
          <PersonFields bind={bind} errors={errors} />
          <Field
            label="Location"
            autoComplete="address-level2"
            required
            error={errors.location}
            {...bind('location')}
          />
          <SelectField label="Type" name="type" required value={values.type} onChange={changeType}>
            {JOIN_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <ConsentCheckbox
            statement={formPrivacy.joinUs.consent}
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              if (checked) setConsentMissing(false);
            }}
            error={consentMissing ? formPrivacy.consentRequired : null}
          />
          <Honeypot {...honeypot} />
          <SubmitButton busy={status === 'submitting'}>{joinForm.submit}</SubmitButton>
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
