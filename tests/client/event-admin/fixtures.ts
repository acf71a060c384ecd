import type { MockLink } from '@apollo/client/testing';
import { within } from '@testing-library/react';

import {
  type AdminEventFieldsFragment,
  AdminEventsListDocument,
  EventRegistrationsListDocument,
  type EventRegistrationsListQuery,
} from '../../../client/src/gql/graphql';

export type AdminEvent = AdminEventFieldsFragment & { __typename: 'Event' };

export const careerFair: AdminEvent = {
  __typename: 'Event',
  id: 'ev-1',
  name: 'Career Fair 2031',
  date: '2031-05-20',
  time: '17:30',
  description: 'Meet our recruiters.',
  imageUrl: '/api/events/ev-1/image?v=1',
  timeZone: 'UTC',
  venue: null,
  onlineUrl: null,
  capacity: null,
  registrationClosesLocal: null,
  isPast: false,
  registrationCount: 3,
  registrationCounts: { confirmed: 3, waiting: 0, cancelled: 0, checkedIn: 0 },
};

export const leadershipTalk: AdminEvent = {
  __typename: 'Event',
  id: 'ev-2',
  name: 'Leadership Talk',
  date: '2031-06-01',
  time: '09:05',
  description: 'First-time managers share what they learned.',
  imageUrl: '',
  timeZone: 'UTC',
  venue: null,
  onlineUrl: null,
  capacity: null,
  registrationClosesLocal: null,
  isPast: false,
  registrationCount: 0,
  registrationCounts: { confirmed: 0, waiting: 0, cancelled: 0, checkedIn: 0 },
};

/** The AdminEventsList answer (once, unless `maxUsageCount` says otherwise). */
export function eventsMock(
  events: AdminEvent[],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return { request: { query: AdminEventsListDocument }, result: { data: { events } }, ...extra };
}

export function eventsErrorMock(): MockLink.MockedResponse {
  return { request: { query: AdminEventsListDocument }, error: new TypeError('Failed to fetch') };
}

export type Registration = EventRegistrationsListQuery['eventRegistrations'][number] & { __typename: 'Registration' };

export function registration(n: number, overrides: Partial<Registration> = {}): Registration {
  return {
    __typename: 'Registration',
    id: `reg-${n}`,
    name: `Person ${n}`,
    email: `person${n}@example.com`,
    phone: `+44 20 7946 000${n}`,
    createdAt: `2031-03-0${n}T12:00:00.000Z`,
    status: 'CONFIRMED',
    checkedInAt: null,
    ...overrides,
  };
}

export function registrationsMock(
  eventId: string,
  registrations: Registration[],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return {
    request: { query: EventRegistrationsListDocument, variables: { eventId } },
    result: { data: { eventRegistrations: registrations } },
    ...extra,
  };
}

/** A field by its visible label (required ones end in an asterisk hidden from screen readers). */
export function field(container: HTMLElement, label: string): HTMLInputElement {
  return within(container).getByLabelText(new RegExp(`^${label}( \\*)?$`));
}

/** A small picture, as the file picker would hand it over. */
export function png(name = 'banner.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
}
