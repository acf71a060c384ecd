import { Field } from '../../../components/ui/Field';

type ApplicantField = 'fullName' | 'email' | 'phone' | 'linkedIn';

export interface ApplicantFieldsProps {
  /** Binds a field to the form's value (see useFormValues). */
  bind: (name: ApplicantField) => {
    name: string;
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
  /** What is wrong with each required field, once the visitor has tried to send. */
  errors: Partial<Record<'fullName' | 'email' | 'phone', string>>;
}

/** Who the visitor is, as every form that sends a resume asks: name, e-mail and phone (required), LinkedIn. */
export function ApplicantFields({ bind, errors }: ApplicantFieldsProps) {
  return (
    <>
      <Field label="Full Name" autoComplete="name" required error={errors.fullName} {...bind('fullName')} />
      <Field label="Email" type="email" autoComplete="email" required error={errors.email} {...bind('email')} />
      <Field label="Phone" type="tel" autoComplete="tel" required error={errors.phone} {...bind('phone')} />
      <Field label="LinkedIn" inputMode="url" placeholder="linkedin.com/in/your-name" {...bind('linkedIn')} />
    </>
  );
}
