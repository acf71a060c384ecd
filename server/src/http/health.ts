import type { MikroORM } from '@mikro-orm/postgresql';
import { type Response, Router } from 'express';

import { pendingMigrationNames } from '../db/migration-state';
import type { Logger } from '../lib/logger';

/** Whether the process has begun to stop (main.ts, on SIGTERM or SIGINT). */
export interface Lifecycle {
  readonly draining: boolean;
}

/** A probe must answer even when PostgreSQL does not: each check gives up after this long. */
const CHECK_TIMEOUT_MS = 2000;
const RETRY_AFTER_SECONDS = '5';

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

type CheckResult = 'ok' | 'unreachable' | 'pending' | 'unknown';

export interface Readiness {
  status: 'ready' | 'not ready';
  /** Why the process should get no traffic, in the order an operator would fix them. */
  reasons: string[];
  checks: { database: CheckResult; migrations: CheckResult; draining: boolean };
  pendingMigrations?: string[];
}

async function databaseReachable(orm: MikroORM): Promise<boolean> {
  try {
    await within(orm.em.getConnection().execute('select 1'), CHECK_TIMEOUT_MS);
    return true;
  } catch {
    return false;
  }
}

async function pendingMigrations(orm: MikroORM): Promise<string[] | undefined> {
  try {
    // Names compared with the Migrator's table: asking the Migrator would load it (and its tooling).
    return await within(pendingMigrationNames(orm), CHECK_TIMEOUT_MS);
  } catch {
    return undefined;
  }
}

export async function readiness(orm: MikroORM, lifecycle: Lifecycle): Promise<Readiness> {
  const reasons: string[] = [];
  const database = await databaseReachable(orm);
  const pending = database ? await pendingMigrations(orm) : undefined;
  const migrations: CheckResult = !database || pending === undefined ? 'unknown' : pending.length ? 'pending' : 'ok';
  if (lifecycle.draining) reasons.push('draining: the process is stopping');
  if (!database) reasons.push('database unreachable');
  else if (pending === undefined) reasons.push('migrations could not be checked');
  else if (pending.length) reasons.push(`migrations pending: ${pending.join(', ')}`);
  return {
    status: reasons.length ? 'not ready' : 'ready',
    reasons,
    checks: { database: database ? 'ok' : 'unreachable', migrations, draining: lifecycle.draining },
    ...(pending?.length ? { pendingMigrations: pending } : {}),
  };
}

function probeAnswer(res: Response, status: number, body: unknown): void {
  // Probes must see the live state, never a cached one.
  res.set('Cache-Control', 'no-store');
  if (status === 503) res.set('Retry-After', RETRY_AFTER_SECONDS);
  res.status(status).json(body);
}

/**
 * Health endpoints, all JSON and never the site's page:
 * - `/livez`: the process answers (restart it when this fails);
 * - `/readyz`: send it traffic (database reachable, migrations applied, not draining), else 503
 *   (the reasons are logged, never answered);
 * - `/healthz`: the database answers (kept for existing monitors).
 */
export function healthRoutes(orm: MikroORM, lifecycle: Lifecycle, logger: Logger): Router {
  const router = Router();
  router.get('/livez', (_req, res) => probeAnswer(res, 200, { status: 'ok' }));
  router.get('/readyz', async (req, res) => {
    const answer = await readiness(orm, lifecycle);
    // Anyone can reach a probe: it says ready or not, and the reasons (migration names, which
    // check failed) go to the operator's log only.
    if (answer.status !== 'ready') {
      const details = { requestId: req.id, ...answer };
      // Draining alone is a normal stop, not a fault.
      if (lifecycle.draining && answer.reasons.length === 1) logger.info('Not ready', details);
      else logger.error('Not ready', details);
    }
    probeAnswer(res, answer.status === 'ready' ? 200 : 503, { status: answer.status });
  });
  router.get('/healthz', async (_req, res) => {
    const ok = await within(orm.isConnected(), CHECK_TIMEOUT_MS).catch(() => false);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'database unavailable' });
  });
  return router;
}
