import { type Registration, RegistrationStatus } from './registration.entity';

export const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful!';
export const WAITING_LIST_MESSAGE =
  'The event is full: you are on the waiting list. If a seat frees up it is yours automatically, and we will e-mail you.';

export const DUPLICATE_REGISTRATION_MESSAGE = 'This e-mail address is already registered for this event.';
export const REGISTRATION_CLOSED_MESSAGE = 'Registration for this event is closed.';
export const REGISTRATION_NOT_FOUND_MESSAGE = 'This registration does not exist.';
export const INVALID_CANCEL_LINK_MESSAGE = 'This cancel link is not valid. Use the link from your e-mail as it is.';
export const ALREADY_CANCELLED_MESSAGE = 'This registration is already cancelled.';
export const EVENT_FULL_MESSAGE = 'The event is full: remove someone or raise its capacity first.';
export const NOT_WAITING_MESSAGE = 'Only a registration on the waiting list can be promoted.';
export const CHECK_IN_CONFIRMED_ONLY_MESSAGE = 'Only a confirmed registration can be checked in.';

/**
 * What the registrant is told: the spec's message for a seat, the waiting-list message otherwise.
 * A registration held for review is kept, so it is told the spec's success too (release decides
 * between a seat and the waiting list, and the e-mail then says which).
 */
export function registrationMessage(registration: Pick<Registration, 'status' | 'heldAt'>): string {
  if (registration.heldAt) return REGISTRATION_SUCCESS_MESSAGE;
  return registration.status === RegistrationStatus.WAITING ? WAITING_LIST_MESSAGE : REGISTRATION_SUCCESS_MESSAGE;
}
