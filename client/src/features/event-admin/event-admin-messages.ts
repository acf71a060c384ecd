import { successLine } from '../../lib/success-line';

/**
 * The back office's event messages. The spec's own words (SPEC section 8) are written here once;
 * "Failed to fetch events." is the public one in content/messages.ts and is reused from there.
 */
export const eventAdminMessages = {
  // SPEC section 8: alerts (window.alert) and page texts.
  addSuccess: 'Event added successfully!',
  addFailedAlert: 'Failed to add event. Please try again.',
  deleteFailedAlert: 'Failed to delete event',
  updateFailedAlert: 'Failed to update event',
  updateFailedAlertPrefix: 'Failed to update event: ',
  registrationsFetchFailed: 'Failed to fetch registrations.',
  registrationsEmpty: 'No registrations found for this event.',
  // Our own wording for the states the spec leaves open.
  eventsLoading: 'Loading events...',
  eventsEmpty: 'No events yet.',
  registrationsLoading: 'Loading registrations...',
  selectEventPrompt: 'Please select an event to view registrations.',
  imageMissing: 'Please choose the Event Image.',
  imageNotAnImage: 'Event Image must be an image file.',
  capacityNotWhole: 'Capacity must be a whole number of seats (leave it empty for unlimited).',
  addFailedReasonPrefix: 'The event was not added: ',
  actionFailed: 'That did not work. Please try again.',
} as const;

/** The status line after a successful edit. */
export function eventUpdatedMessage(name: string): string {
  return successLine(`“${name}” updated`);
}

/** The status line after a successful delete. */
export function eventDeletedMessage(name: string): string {
  return successLine(`“${name}” deleted`);
}

/** How each registration status reads in the back office. */
export const registrationStatusLabels = {
  CONFIRMED: 'Confirmed',
  WAITING: 'Waiting',
  CANCELLED: 'Cancelled',
} as const;

/** Asked before staff remove someone (they are e-mailed). */
export function removeConfirmQuestion(name: string): string {
  return `Remove ${name}? They will be e-mailed, and their seat goes to the first person waiting.`;
}
