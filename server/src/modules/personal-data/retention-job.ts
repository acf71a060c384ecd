import type { MikroORM } from '@mikro-orm/postgresql';

import type { Logger } from '../../lib/logger';
import { emlFolder } from '../../mail/mail-transport';
import { AuditService } from '../audit/audit.service';
import type { ServerDeps } from '../../services';

import { RetentionService } from './retention.service';

/**
 * Runs the retention purge in every app process: once shortly after the start, then every
 * RETENTION_PURGE_INTERVAL_MINUTES. The advisory lock in the purge makes the processes take turns;
 * a failed run is logged and tried again at the next interval.
 */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly deps: ServerDeps,
    private readonly logger: Logger,
  ) {}

  /** A service on its own EntityManager, as a request would have. */
  service(): RetentionService {
    const em = this.orm.em.fork();
    const { config } = this.deps;
    return new RetentionService(
      em,
      this.deps.storage,
      new AuditService(em, this.deps.auditKey),
      this.deps.formLimits,
      {
        applicationMonths: config.retentionApplicationMonths,
        registrationMonths: config.retentionRegistrationMonths,
        contactMonths: config.retentionContactMonths,
        joinUsMonths: config.retentionJoinUsMonths,
        eventMonths: config.retentionEventMonths,
        jobAlertUnconfirmedDays: config.jobAlertConfirmDays,
        webhookBodyDays: config.webhookBodyRetentionDays,
      },
      this.logger,
      { mailFolder: emlFolder(config) },
    );
  }

  start(): void {
    // 0: this process never purges (another one, or an operator's own schedule, does).
    if (this.deps.config.retentionPurgeIntervalMinutes === 0) return;
    const schedule = (delayMs: number) => {
      if (this.stopped) return;
      this.timer = setTimeout(() => {
        this.running = this.service()
          .purge()
          .catch((error: unknown) => this.logger.error('The retention purge failed', { error }))
          .finally(() => {
            this.running = undefined;
            schedule(this.deps.config.retentionPurgeIntervalMinutes * 60_000);
          });
      }, delayMs);
      this.timer.unref();
    };
    schedule(5_000);
  }

  /** Stops the schedule and waits for a purge under way (its transaction commits or rolls back). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
