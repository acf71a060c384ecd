import type { Role } from '../../gql/graphql';
import { successLine } from '../../lib/success-line';

/** The add-user screen's messages (SPEC section 8), each written once. */
export const usersMessages = {
  success: 'User added successfully!',
  fallbackError: 'An error occurred',
  loadingRoles: 'Loading...',
  noGrantableRoles: 'Your account may not add users. Adding users needs the Admin role or higher.',
  // The server's rule (server/src/modules/auth/password.ts: 8 to 128 characters, no composition rules).
  passwordHint: '8 to 128 characters; any characters.',
  passwordLength: 'The password must be 8 to 128 characters long.',
} as const;

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/password-rule';

/** A new account's role unless another is chosen (SPEC section 9). */
export const DEFAULT_ROLE: Role = 'USER';

/** The staff accounts screen's messages. */
export const staffMessages = {
  loadFailed: 'Failed to load staff accounts.',
  never: 'Never',
  yourAccount: 'Your account',
  temporaryPending: 'Temporary password pending',
  twoFactorOn: 'Two-factor on',
  roleChanged: (email: string, role: string) => successLine('Role changed', `${email} now has the ${role} role.`),
  stateChanged: (email: string, disabled: boolean) => successLine(`${email} ${disabled ? 'disabled' : 'enabled'}`),
  temporarySet: (email: string) => successLine(`Temporary password for ${email} set`),
  signedOut: (email: string) =>
    successLine(`${email} signed out everywhere`, 'Every session of the account has ended.'),
  twoFactorReset: (email: string) =>
    successLine(`Two-factor sign-in of ${email} reset`, 'They were e-mailed and signed out.'),
  twoFactorResetExplained: (email: string) =>
    `${email} signs in with their password alone until they set up two-factor sign-in again (at once, when ` +
    'their role requires it). Their recovery codes stop working and every session of theirs ends. Do this only ' +
    'when you have checked it is really them who lost their phone and codes.',
  grantSuperAdminTitle: (person: string) => `Make ${person} a Super Admin?`,
  grantSuperAdminExplained: (person: string) =>
    `${person} will be able to do everything in the back office, including adding and changing Admin and Super ` +
    'Admin accounts and reading the audit log.',
  temporaryExplained: (email: string) =>
    `${email} signs in with this password once, then must choose a new one. Give it to them in person.`,
} as const;
