import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/validation';

import { Application } from './application.entity';

/** How many applications one bulk change (a decision, a move) may take. */
export const BULK_CHANGE_MAX = 500;

export function idList(ids: string[]): string {
  return ids.join(', ');
}

/**
 * The applications of a bulk change, with their jobs, locked for the transaction and read afresh
 * (locked in id order, so two bulk changes never deadlock), answered in the order given. 1 to
 * BULK_CHANGE_MAX ids (BAD_USER_INPUT on `ids`); an unknown or malformed id is NOT_FOUND naming it.
 */
export async function lockedApplications(tx: EntityManager, ids: string[]): Promise<Application[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > BULK_CHANGE_MAX) {
    throw AppError.badInput('ids', `ids must hold 1 to ${BULK_CHANGE_MAX} application ids.`);
  }
  const malformed = unique.filter((id) => !isUuid(id));
  if (malformed.length) throw AppError.notFound(`These applications do not exist: ${idList(malformed)}.`);
  const applications = await tx.find(
    Application,
    { id: { $in: unique } },
    {
      populate: ['job'],
      strategy: 'select-in',
      orderBy: { id: QueryOrder.ASC },
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    },
  );
  const found = new Set(applications.map((application) => application.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) throw AppError.notFound(`These applications do not exist: ${idList(missing)}.`);
  return unique.map((id) => applications.find((application) => application.id === id)!);
}
