import type { RegistrationRowFieldsFragment } from '../../gql/graphql';

type Arrival = Pick<RegistrationRowFieldsFragment, 'id' | 'createdAt'>;

/**
 * Registrations in the order they arrived: the order in which the server gives freed seats to the
 * people waiting (registration time, then id, as `fillSeats` sorts them), so the first person
 * waiting is the first row.
 */
export function inArrivalOrder<T extends Arrival>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    const byTime = new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
    if (byTime !== 0) return byTime;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** Each waiting registration's place in the queue (1 is next for a seat), by id. */
export function waitingPositions(
  rows: readonly Pick<RegistrationRowFieldsFragment, 'id' | 'createdAt' | 'status'>[],
): ReadonlyMap<string, number> {
  const waiting = inArrivalOrder(rows.filter((row) => row.status === 'WAITING'));
  return new Map(waiting.map((row, index) => [row.id, index + 1]));
}
