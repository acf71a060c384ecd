import type { MikroORM } from '@mikro-orm/postgresql';
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

import { loadPromClient } from '../lib/packages-on-first-use';

/** Seconds: from a fast JSON answer to a slow upload. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * GraphQL operation names come from the client's request: a label per name would let anyone grow
 * the scrape without bound. Names are kept while they look like names and until this many were
 * seen by the process; later ones, and anything else, count as "other".
 */
export const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The outboxes an operator watches, each with its table and what "still to go" means there. */
const QUEUES = {
  mail: { table: 'outbox_message', pending: '"sent_at" is null and "attempts" < ?' },
  webhooks: { table: 'webhook_delivery', pending: '"delivered_at" is null and "gave_up_at" is null' },
} as const;
export type OutboxQueue = keyof typeof QUEUES;

export interface MetricsOptions {
  /** MAIL_MAX_ATTEMPTS: a message that used them all is no longer waiting. */
  mailMaxAttempts: number;
  /**
   * prom-client's process metrics (CPU, memory, event-loop lag), which start a sampler of their
   * own: the server's metrics have them; a second instance made for a check can go without.
   */
  processMetrics: boolean;
}

/**
 * One process's metrics in Prometheus's text format (`prom-client`), on a registry of its own (not
 * the library's global one), so several app instances in one process (the tests) never collide.
 * Counters live in the process; the outbox gauges are read from PostgreSQL at each scrape, so every
 * process reports the shared queues the same way.
 *
 * Made only when someone can scrape them (METRICS_TOKEN or METRICS_PORT set; server.ts): otherwise
 * the process has none (`ServerDeps.metrics` is undefined), records nothing, and never loads
 * prom-client (about 80 modules with @opentelemetry/api).
 */
export class Metrics {
  private readonly client = loadPromClient();
  readonly registry: Registry = new this.client.Registry();
  private readonly operationNames = new Set<string>();

  /** A counter on this registry. */
  private counter<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Counter<Label> {
    return new this.client.Counter<Label>({ name, help, labelNames, registers: [this.registry] });
  }

  /** A histogram of seconds on this registry. */
  private timer<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Histogram<Label> {
    return new this.client.Histogram<Label>({
      name,
      help,
      labelNames,
      buckets: DURATION_BUCKETS,
      registers: [this.registry],
    });
  }

  readonly httpRequests = this.counter(
    'http_requests_total',
    'HTTP requests answered, by method, route template and status.',
    ['method', 'route', 'status'],
  );

  readonly httpDuration = this.timer(
    'http_request_duration_seconds',
    'Time to answer an HTTP request, by method, route template and status.',
    ['method', 'route', 'status'],
  );

  readonly graphqlOperations = this.counter(
    'graphql_operations_total',
    'GraphQL operations run, by operation name, type and outcome (ok or error).',
    ['operation', 'type', 'outcome'],
  );

  readonly graphqlDuration = this.timer(
    'graphql_operation_duration_seconds',
    'Time to run a GraphQL operation, by operation name and type.',
    ['operation', 'type'],
  );

  readonly deliveryFailures = this.counter(
    'outbox_delivery_failures_total',
    'Failed delivery attempts by this process, by queue and whether the item will be retried or was given up.',
    ['queue', 'outcome'],
  );

  readonly retentionRuns = this.counter(
    'retention_purge_runs_total',
    'Retention purges run by this process, by outcome (ok or failed).',
    ['outcome'],
  );

  constructor(orm: MikroORM, options: MetricsOptions) {
    /** One figure per queue, read afresh at each scrape (prom-client runs the collects side by side). */
    const perQueue = async (gauge: Gauge<'queue'>, figure: string) => {
      for (const [queue, { table, pending }] of Object.entries(QUEUES)) {
        const [row] = await orm.em
          .getConnection()
          .execute<{ value: string | null }[]>(
            `select ${figure} as value from "${table}" where ${pending}`,
            queue === 'mail' ? [options.mailMaxAttempts] : [],
          );
        gauge.set({ queue }, Math.max(0, Number(row?.value ?? 0)));
      }
    };
    new this.client.Gauge({
      name: 'outbox_depth',
      help: 'Items waiting in each outbox (due now or later), shared by every app process.',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      collect() {
        return perQueue(this, 'count(*)');
      },
    });
    new this.client.Gauge({
      name: 'outbox_oldest_due_seconds',
      help: 'How long the most overdue item of each outbox has been due (0 when none is): a stuck queue grows it.',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      collect() {
        return perQueue(
          this,
          'extract(epoch from now() - min("next_attempt_at") filter (where "next_attempt_at" <= now()))',
        );
      },
    });
    if (options.processMetrics) this.client.collectDefaultMetrics({ register: this.registry });
  }

  /** The label for a GraphQL operation name: itself while the process has room, else "other". */
  operationLabel(name: string | null | undefined): string {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (this.operationNames.has(name)) return name;
    if (this.operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    this.operationNames.add(name);
    return name;
  }

  /** The whole scrape, and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
