import type { Role } from '../../gql/graphql';

/** The add-user screen's messages (SPEC section 8), each written once. */
export const usersMessages = {
  success: 'User added successfully!',
  fallbackError: 'An error occurred',
  loadingRoles: 'Loading...',
  noGrantableRoles: 'Your account may not add users. Adding users needs the Admin role or higher.',
  // The server's rule (server/src/modules/auth/password.ts: 8 to 128 characters, no composition rules).
  passwordHint: '8 to 128 characters; any characters.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new account's role unless another is chosen (SPEC section 9). */
export const DEFAULT_ROLE: Role = 'USER';
