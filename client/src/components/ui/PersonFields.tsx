import { Field } from './Field';

type PersonField = 'name' | 'email' | 'phone';

/** The three fields as their labels name them, in the form's order (for `checkFields`). */
export const PERSON_FIELD_LABELS: Record<PersonField, string> = { name: 'Name', email: 'Email', phone: 'Phone' };

export interface PersonFieldsProps {
  /** What is wrong with each field, once the visitor has tried to send. */
  errors?: Partial<Record<PersonField, string>>;
  /** Binds a field to the form's value (see useFormValues). */
  bind: (name: PersonField) => {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
}

/** Name, Email and Phone, all required: how a visitor says who they are in the sign-up dialogs. */
export function PersonFields({ bind, errors = {} }: PersonFieldsProps) {
  return (
    <>
      <Field label="Name" autoComplete="name" required error={errors.name} {...bind('name')} />
      <Field label="Email" type="email" autoComplete="email" required error={errors.email} {...bind('email')} />
      <Field label="Phone" type="tel" autoComplete="tel" required error={errors.phone} {...bind('phone')} />
    </>
  );
}
