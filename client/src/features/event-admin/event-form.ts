import { checkFields, type FieldErrors } from '../../components/ui/form-checks';
import type { AdminEventFieldsFragment, EventInput } from '../../gql/graphql';
import { httpStatus, serverMessages } from '../../lib/graphql-errors';

import { eventAdminMessages } from './event-admin-messages';

/** What the event form holds; the image is picked separately (a File, not text). */
export interface EventValues {
  name: string;
  time: string;
  date: string;
  description: string;
  /** Empty: the site's default zone (EVENT_TIME_ZONE). */
  timeZone: string;
  venue: string;
  onlineUrl: string;
  /** Empty: unlimited. */
  capacity: string;
  /** YYYY-MM-DDTHH:MM on the event's clock; empty: registration closes when it starts. */
  registrationClosesAt: string;
}

export const emptyEvent: EventValues = {
  name: '',
  time: '',
  date: '',
  description: '',
  timeZone: '',
  venue: '',
  onlineUrl: '',
  capacity: '',
  registrationClosesAt: '',
};

/** The form's visible labels, in the order the fields appear (SPEC section 2). */
export const eventFieldLabels = {
  name: 'Event Name',
  time: 'Event Time',
  date: 'Event Date',
  description: 'Description',
  image: 'Event Image',
  timeZone: 'Time Zone',
  venue: 'Venue',
  onlineUrl: 'Online Link',
  capacity: 'Capacity',
  registrationClosesAt: 'Registration Closes',
} as const;

export type EventField = keyof typeof eventFieldLabels;

/** The values an existing event pre-fills the edit form with. */
export function eventValuesOf(
  event: Pick<
    AdminEventFieldsFragment,
    | 'name'
    | 'time'
    | 'date'
    | 'description'
    | 'timeZone'
    | 'venue'
    | 'onlineUrl'
    | 'capacity'
    | 'registrationClosesLocal'
  >,
): EventValues {
  return {
    name: event.name,
    time: event.time,
    date: event.date,
    description: event.description,
    timeZone: event.timeZone,
    venue: event.venue ?? '',
    onlineUrl: event.onlineUrl ?? '',
    capacity: event.capacity === null || event.capacity === undefined ? '' : String(event.capacity),
    registrationClosesAt: event.registrationClosesLocal ?? '',
  };
}

/** The fields every event needs, as the form labels them, in its order. */
const REQUIRED_TEXT = {
  name: eventFieldLabels.name,
  time: eventFieldLabels.time,
  date: eventFieldLabels.date,
  description: eventFieldLabels.description,
} as const;

/**
 * Everything wrong with the form at once, by field, in the form's order; empty when it can be
 * sent. Every text field is required (the server refuses blank ones on update too); the image only
 * when adding.
 */
export function eventFieldErrors(
  values: EventValues,
  image: File | null,
  imageRequired: boolean,
): FieldErrors<EventField> {
  const errors: FieldErrors<EventField> = checkFields(values, REQUIRED_TEXT, { whose: 'the' });
  if (values.capacity.trim() !== '' && !/^\d+$/.test(values.capacity.trim())) {
    errors.capacity = eventAdminMessages.capacityNotWhole;
  }
  if (imageRequired && !image) errors.image = eventAdminMessages.imageMissing;
  // Browsers report an empty type for unknown files: those go to the server, which checks content.
  else if (image && image.type && !image.type.startsWith('image/')) errors.image = eventAdminMessages.imageNotAnImage;
  return errors;
}

const DETAIL_FIELDS = ['timeZone', 'venue', 'onlineUrl', 'capacity', 'registrationClosesAt'] as const;

/**
 * The mutation's input: the name and description trimmed, date and time as the inputs give them,
 * and each optional detail only when it is set or differs from `initial` (an emptied one is sent
 * empty, which clears it; an empty capacity is null: unlimited).
 */
export function toEventInput(values: EventValues, initial: EventValues = emptyEvent): EventInput {
  const input: EventInput = {
    name: values.name.trim(),
    time: values.time,
    date: values.date,
    description: values.description.trim(),
  };
  for (const field of DETAIL_FIELDS) {
    const value = values[field].trim();
    if (value === initial[field].trim()) continue;
    if (field === 'capacity') input.capacity = value === '' ? null : Number(value);
    // An empty zone keeps the event's own.
    else if (field === 'timeZone') {
      if (value) input.timeZone = value;
    } else input[field] = value;
  }
  return input;
}

/** The server's own words for a refused request (a GraphQL answer), else null. */
export function serverReason(error: unknown): string | null {
  return serverMessages(error) || null;
}

/**
 * The alert for a failed update (SPEC section 8): the prefix and the server's message for a GraphQL
 * refusal, the prefix and the HTTP status for another non-2xx answer, and the bare line when the
 * request threw without an answer.
 */
export function updateFailedAlert(error: unknown): string {
  const reason = serverReason(error);
  if (reason) return `${eventAdminMessages.updateFailedAlertPrefix}${reason}`;
  const status = httpStatus(error);
  if (status !== undefined) return `${eventAdminMessages.updateFailedAlertPrefix}${status}`;
  return eventAdminMessages.updateFailedAlert;
}
