import { type Registration, RegistrationStatus } from './registration.entity';

export const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful!';
export const WAITING_LIST_MESSAGE =
  'The event is full: you are on the waiting list. If a seat frees up it is yours automatically, and we will e-mail you.';

/**
 * What the registrant is told: the spec's message for a seat, the waiting-list message otherwise.
 * A registration held for review is kept, so it is told the spec's success too (release decides
 * between a seat and the waiting list, and the e-mail then says which).
 */
export function registrationMessage(registration: Pick<Registration, 'status' | 'heldAt'>): string {
  if (registration.heldAt) return REGISTRATION_SUCCESS_MESSAGE;
  return registration.status === RegistrationStatus.WAITING ? WAITING_LIST_MESSAGE : REGISTRATION_SUCCESS_MESSAGE;
}
