import type { Role } from '../gql/graphql';

/** Browser storage keys of the signed-in session (SPEC section 9). */
export const AUTH_TOKEN_KEY = 'authToken';
export const USER_ROLE_KEY = 'userRole';

export function getToken(): string | null {
  return window.localStorage.getItem(AUTH_TOKEN_KEY);
}

export function getRole(): string | null {
  return window.localStorage.getItem(USER_ROLE_KEY);
}

/** Roles with back-office rights; a USER account has none (the back office shows it "No access"). */
const STAFF_ROLES: readonly string[] = ['INTERNAL_RECRUITER', 'ADMIN', 'SUPER_ADMIN'] satisfies Role[];

/** Whether the stored role is a staff one. Only decides what the client offers; the server checks every call. */
export function hasStaffRole(): boolean {
  return STAFF_ROLES.includes(getRole() ?? '');
}

export function saveSession(token: string, role: Role): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  window.localStorage.setItem(USER_ROLE_KEY, role);
}

export function clearSession(): void {
  window.localStorage.removeItem(AUTH_TOKEN_KEY);
  window.localStorage.removeItem(USER_ROLE_KEY);
}
