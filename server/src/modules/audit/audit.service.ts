import { createHmac } from 'node:crypto';

import { type FilterQuery, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';

import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { Principal } from '../auth/viewer';
import type { User } from '../users/user.entity';

import type { AuditEntryConnection, AuditEntryNames, AuditFilterInput } from './audit.types';
import type { AuditAction, AuditSubjectType } from './audit-action';
import { AuditEntry } from './audit-entry.entity';
import { auditNames } from './audit-names';

/** Who acted: a staff account, or an anonymous caller (a failed sign-in). */
export interface AuditActor {
  id: string | null;
  label: string;
}

export const ANONYMOUS_ACTOR: AuditActor = { id: null, label: 'anonymous' };

/** A person, or a caller the sign-in check let through (a person or an API key). */
export type Actor = Pick<User, 'id' | 'email'> | Principal;

/** Who acted, for the log: a person by their e-mail, an API key (acting as itself) by its name. */
export function auditActor(actor: Actor | null | undefined): AuditActor {
  if (!actor) return ANONYMOUS_ACTOR;
  if (!('apiKey' in actor)) return { id: actor.id, label: actor.email };
  if (actor.user) return { id: actor.user.id, label: actor.user.email };
  return { id: actor.apiKey.id, label: `API key: ${actor.apiKey.name}` };
}

/** Small, flat facts: codes, counts, ids, hashes. Never an e-mail address or a name in clear. */
export type AuditDetails = Record<string, string | number | boolean | null | string[] | Record<string, number>>;

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  subject?: { type: AuditSubjectType; id: string } | null;
  details?: AuditDetails;
}

export const AUDIT_PAGE_MAX = 100;

const auditCursor = (id: string) => encodeCursor(['audit', id]);

function auditIdOf(cursor: string): string {
  const [, id] = decodeCursor(
    cursor,
    (parts) => parts.length === 2 && parts[0] === 'audit' && /^\d{1,18}$/.test(parts[1]),
    'after must be a cursor from this list.',
  );
  return id;
}

/**
 * Writes and reads the append-only audit log. `record` adds the entry to the caller's
 * EntityManager, so the flush that saves the action saves its entry in the same transaction:
 * either both are written or neither is.
 */
export class AuditService {
  constructor(
    private readonly em: EntityManager,
    /** Key of the salted e-mail hash (derived from the server's secret, never stored). */
    private readonly emailHashKey: Buffer,
  ) {}

  /**
   * The names of the entries read in one tick (a page), looked up together: one query per kind of
   * subject on the page, never one per entry. Asked only when a reader selects them.
   */
  private readonly names = new DataLoader<AuditEntry, AuditEntryNames>((entries) => auditNames(this.em, entries), {
    cache: false,
  });

  /** The names an entry reads with: who acted and what it was done to. */
  namesOf(entry: AuditEntry): Promise<AuditEntryNames> {
    return this.names.load(entry);
  }

  /** Adds an entry to `em`'s unit of work (default: the request's); the caller's flush writes it. */
  record(entry: AuditRecord, em: EntityManager = this.em): AuditEntry {
    return em.create(AuditEntry, {
      actorId: entry.actor.id,
      actorLabel: entry.actor.label.slice(0, 254),
      action: entry.action,
      subjectType: entry.subject?.type ?? null,
      subjectId: entry.subject?.id ?? null,
      details: entry.details ?? {},
    });
  }

  /** For an action that writes nothing else (a failed sign-in, a download): records and flushes. */
  async recordNow(entry: AuditRecord, em: EntityManager = this.em): Promise<AuditEntry> {
    const written = this.record(entry, em);
    await em.flush();
    return written;
  }

  /**
   * A salted hash of an e-mail address (HMAC-SHA-256 of the trimmed, lower-cased address, hex):
   * the log can say "this address" and a later lookup can match it, without holding the address.
   */
  hashEmail(email: string): string {
    return createHmac('sha256', this.emailHashKey).update(email.trim().toLowerCase()).digest('hex');
  }

  /** Newest first, `first` at a time, older than the `after` cursor. One query per page. */
  async list(filter: AuditFilterInput = {}, first = 50, after?: string | null): Promise<AuditEntryConnection> {
    if (!Number.isInteger(first) || first < 1 || first > AUDIT_PAGE_MAX) {
      throw AppError.badInput('first', `first must be a whole number from 1 to ${AUDIT_PAGE_MAX}.`);
    }
    if (filter.from && filter.to && filter.from > filter.to) {
      throw AppError.badInput('to', 'to must not be before from.');
    }
    const where: FilterQuery<AuditEntry> = {};
    if (filter.actorId) where.actorId = filter.actorId;
    if (filter.action) where.action = filter.action;
    if (filter.from || filter.to) {
      where.at = { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lt: filter.to } : {}) };
    }
    if (after) where.id = { $lt: auditIdOf(after) };
    const rows = await this.em.find(AuditEntry, where, { orderBy: { id: QueryOrder.DESC }, limit: first + 1 });
    const page = rows.slice(0, first);
    return {
      edges: page.map((node) => ({ cursor: auditCursor(node.id), node })),
      pageInfo: {
        hasNextPage: rows.length > first,
        endCursor: page.length ? auditCursor(page[page.length - 1].id) : null,
      },
    };
  }
}
