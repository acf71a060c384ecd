import type { AdminEventFieldsFragment } from '../../gql/graphql';

import { EVENT_PARAM } from './registrations-params';

/**
 * An event's seats in words: "48/50 · 3 waiting" (confirmed against the capacity, and the waiting
 * list when there is one), or "12 registered" when the event has no capacity.
 */
export function capacityWords(event: Pick<AdminEventFieldsFragment, 'capacity' | 'registrationCounts'>): string {
  const { confirmed, waiting } = event.registrationCounts;
  const taken =
    event.capacity === null || event.capacity === undefined
      ? `${confirmed} registered`
      : `${confirmed}/${event.capacity}`;
  return waiting > 0 ? `${taken} · ${waiting} waiting` : taken;
}

/** Registered Candidates showing one event's registrations. */
export function registrationsPath(eventId: string): string {
  return `/admin/registered-candidates?${new URLSearchParams({ [EVENT_PARAM]: eventId }).toString()}`;
}
