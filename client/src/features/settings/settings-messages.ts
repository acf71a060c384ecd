import { successLine } from '../../lib/success-line';

/** What the settings screen says. */
export const settingsMessages = {
  title: 'Settings and Preferences',
  loading: 'Loading...',
  passwordChanged: 'Password changed successfully!',
  passwordsDiffer: 'The new password and its confirmation do not match.',
  passwordLength: 'Your new password must be 8 to 128 characters long.',
  fallbackError: 'Failed to change the password. Please try again.',
  signOutEverywhereText:
    'Signed in on a computer or phone you no longer use? End every session of your account, this one included: everyone must sign in again with the password.',
  signOutEverywhereFailed: 'Signing out everywhere did not work. Please try again.',
  twoFactorStateOn: 'Two-factor sign-in is on: signing in asks for a code from your authenticator app.',
  twoFactorStateOff: 'Two-factor sign-in is off: signing in asks only for your password.',
  twoFactorOn: successLine('Two-factor sign-in turned on'),
  twoFactorOff: successLine('Two-factor sign-in turned off'),
  recoveryCodesReplaced: successLine('Recovery codes replaced', 'The earlier ones no longer work.'),
  twoFactorFailed: 'That did not work. Please try again.',
  templateIntro:
    'What a rejected candidate is sent, after the delay during which Undo on the candidate’s page cancels it. The placeholders are filled in for each candidate.',
  templateDefault: 'The default wording: nobody has changed it yet.',
  templateSaved: successLine('Rejection e-mail saved'),
  templateReset: successLine('Default wording restored'),
  templateResetQuestion: 'The wording saved now is replaced by the default one, for every rejection from now on.',
  templateFailed: 'The template could not be saved. Please try again.',
  templateLoadFailed: 'Failed to load the rejection e-mail template.',
} as const;

/** The server's bounds for a password (server/src/modules/auth/password.ts). */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../lib/password-rule';

/** The server's bounds for the rejection e-mail template (server/src/modules/settings/rejection-template.ts). */
export const REJECTION_SUBJECT_MAX_LENGTH = 200;
export const REJECTION_BODY_MAX_LENGTH = 5000;
