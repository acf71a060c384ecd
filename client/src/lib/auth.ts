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

export function saveSession(token: string, role: Role): void {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  window.localStorage.setItem(USER_ROLE_KEY, role);
}

export function clearSession(): void {
  window.localStorage.removeItem(AUTH_TOKEN_KEY);
  window.localStorage.removeItem(USER_ROLE_KEY);
}
