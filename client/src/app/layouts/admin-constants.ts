import type { Role } from '../../gql/graphql';

/** Delay before an admin header menu closes once the pointer leaves it (SPEC section 9). */
export const ADMIN_MENU_CLOSE_DELAY_MS = 200;

/**
 * Roles that see the Add Users link: the spec says ADMIN; the server also lets SUPER_ADMIN add
 * users, so they see it too.
 */
export const ROLES_THAT_ADD_USERS: readonly Role[] = ['ADMIN', 'SUPER_ADMIN'];

/** What the admin frame itself says (the pages keep their own texts). */
export const adminMessages = {
  loading: 'Loading...',
  accountFailed: 'We could not check your account. Please try again.',
  retry: 'Try again',
  noAccessTitle: 'No access',
  noAccessText:
    'Your account has no back-office rights yet. Please ask an administrator to give your account a staff role.',
  logout: 'Logout',
} as const;
