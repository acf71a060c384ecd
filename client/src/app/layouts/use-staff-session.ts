import { useSyncExternalStore } from 'react';

import { getToken, hasStaffRole } from '../../lib/auth';
import { isUsableToken } from '../sign-in';

function hasStaffSession(): boolean {
  return isUsableToken(getToken()) && hasStaffRole();
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
