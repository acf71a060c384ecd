import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';

import { Dialog } from '../../../components/ui/Dialog';
import { Field, SelectField } from '../../../components/ui/Field';
import { FormMessage } from '../../../components/ui/FormMessage';
import { SubmitButton } from '../../../components/ui/SubmitButton';
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
  const [values, setValues] = useState<JoinValues>({
    name: '',
    email: '',
    phone: '',
    location: '',
    type: initialType,
  });
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The form, and the button that had focus, disappear on success: keep focus inside the dialog.
  useEffect(() => {
    if (status === 'success') outcomeRef.current?.focus();
  }, [status]);

  function change(field: Exclude<keyof JoinValues, 'type'>) {
    return (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: event.target.value });
  }

  function changeType(event: ChangeEvent<HTMLSelectElement>) {
    const type = JOIN_TYPES.find((candidate) => candidate === event.target.value);
    if (type) setValues({ ...values, type });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      location: values.location.trim(),
      type: values.type,
    });
  }

  const message = status === 'success' ? messages.joinUs.success : status === 'error' ? messages.joinUs.failure : null;

  return (
    <Dialog title={joinUs.dialogTitle} onClose={onClose}>
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
          <Field
            label="Location"
            name="location"
            autoComplete="address-level2"
            required
            value={values.location}
            onChange={change('location')}
          />
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
      <div ref={outcomeRef} tabIndex={-1} className="join-dialog__outcome">
        <FormMessage message={message} tone={status === 'error' ? 'error' : 'success'} />
      </div>
    </Dialog>
  );
}
