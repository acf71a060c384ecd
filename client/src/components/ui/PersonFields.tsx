import { Field } from './Field';

type PersonField = 'name' | 'email' | 'phone';

export interface PersonFieldsProps {
  /** Binds a field to the form's value (see useFormValues). */
  bind: (name: PersonField) => {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
}

/** Name, Email and Phone, all required: how a visitor says who they are in the sign-up dialogs. */
export function PersonFields({ bind }: PersonFieldsProps) {
  return (
    <>
      <Field label="Name" autoComplete="name" required {...bind('name')} />
      <Field label="Email" type="email" autoComplete="email" required {...bind('email')} />
      <Field label="Phone" type="tel" autoComplete="tel" required {...bind('phone')} />
    </>
  );
}
