import { useSyncExternalStore } from 'react';

import type { Role } from '../../gql/graphql';
import { getRole, getToken } from '../../lib/auth';
import { isUsableToken } from '../sign-in';

/** Roles with back-office rights; a USER account has none (the back office shows it "No access"). */
const STAFF_ROLES: readonly string[] = ['INTERNAL_RECRUITER', 'ADMIN', 'SUPER_ADMIN'] satisfies Role[];

function hasStaffSession(): boolean {
  return isUsableToken(getToken()) && STAFF_ROLES.includes(getRole() ?? '');
}

function subscribe(onChange: () => void): () => void {
  // Signing in or out in another tab changes what this tab's header should offer.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Whether this browser holds a staff session (an unexpired token and a staff role). Only decides
 * what the public header offers; the server still checks every back-office call.
 */
export function useStaffSession(): boolean {
  return useSyncExternalStore(subscribe, hasStaffSession, () => false);
}
