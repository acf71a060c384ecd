/** What the settings screen says. */
export const settingsMessages = {
  title: 'Settings and Preferences',
  loading: 'Loading...',
  passwordChanged: 'Password changed successfully!',
  passwordsDiffer: 'The new password and its confirmation do not match.',
  fallbackError: 'Failed to change the password. Please try again.',
} as const;

/** The server's bounds for a password (server/src/modules/auth/password.ts). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
