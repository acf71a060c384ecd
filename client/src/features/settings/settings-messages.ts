/** What the settings screen says. */
export const settingsMessages = {
  title: 'Settings and Preferences',
  loading: 'Loading...',
  passwordChanged: 'Password changed successfully!',
  passwordsDiffer: 'The new password and its confirmation do not match.',
  fallbackError: 'Failed to change the password. Please try again.',
  twoFactorStateOn: 'Two-factor sign-in is on: signing in asks for a code from your authenticator app.',
  twoFactorStateOff: 'Two-factor sign-in is off: signing in asks only for your password.',
  twoFactorOn: 'Two-factor sign-in is on.',
  twoFactorOff: 'Two-factor sign-in is off.',
  recoveryCodesReplaced: 'New recovery codes: the earlier ones no longer work.',
  twoFactorFailed: 'That did not work. Please try again.',
} as const;

/** The server's bounds for a password (server/src/modules/auth/password.ts). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
