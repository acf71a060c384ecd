import type { ChangeEvent, FormEvent } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { DialogOutcome } from '../../../components/ui/DialogOutcome';
import { Field, SelectField } from '../../../components/ui/Field';
import { PersonFields } from '../../../components/ui/PersonFields';
import { SubmitButton } from '../../../components/ui/SubmitButton';
import { trimAll, useFormValues } from '../../../components/ui/use-form-values';
import { messages } from '../../../content/messages';
import { joinUs } from '../../../content/skill-development';
import type { JoinUsInput, JoinUsType } from '../../../gql/graphql';

export type JoinStatus = 'idle' | 'submitting' | 'success' | 'error';

export type JoinValues = Required<{ [K in keyof JoinUsInput]: NonNullable<JoinUsInput[K]> }>;

export const JOIN_TYPES: readonly JoinUsType[] = ['Individual', 'Organization'];

export interface JoinDialogProps {
  /** The type preselected in the form: the card the visitor chose. */
  initialType: JoinUsType;
  status: JoinStatus;
  onSubmit: (values: JoinValues) => void;
  onClose: () => void;
}

/** The join modal: contact details and a type, then the success message in place of the form. */
export function JoinDialog({ initialType, status, onSubmit, onClose }: JoinDialogProps) {
  const { values, setValues, bind } = useFormValues<JoinValues>({
    name: '',
    email: '',
    phone: '',
    location: '',
    type: initialType,
  });

  function changeType(event: ChangeEvent<HTMLSelectElement>) {
    const type = JOIN_TYPES.find((candidate) => candidate === event.target.value);
    if (type) setValues({ ...values, type });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(trimAll(values));
  }

  const message = status === 'success' ? messages.joinUs.success : status === 'error' ? messages.joinUs.failure : null;

  return (
    <Dialog title={joinUs.dialogTitle} onClose={onClose}>
      {status !== 'success' && (
        <form onSubmit={submit}>
          <PersonFields bind={bind} />
          <Field label="Location" autoComplete="address-level2" required {...bind('location')} />
          <SelectField label="Type" name="type" required value={values.type} onChange={changeType}>
            {JOIN_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
          <SubmitButton busy={status === 'submitting'}>{joinUs.submit}</SubmitButton>
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
