import { Field } from '../../../components/ui/Field';
import { integrationsMessages } from '../integrations-messages';

/**
 * The password (or, with two-factor sign-in on, a current code) that creating a key or an
 * endpoint asks for again: the server refuses the creation without it (field passwordOrCode).
 */
export function ConfirmIdentityField({
  twoFactor,
  value,
  error,
  onChange,
}: {
  twoFactor: boolean;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return twoFactor ? (
    <Field
      label={integrationsMessages.confirmCode}
      required
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  ) : (
    <Field
      label={integrationsMessages.confirmPassword}
      type="password"
      required
      autoComplete="current-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
