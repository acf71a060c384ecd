import type { MikroORM } from '@mikro-orm/postgresql';

import type { Logger } from './lib/logger';
import { PollingLoop } from './lib/polling-loop';
import { MailDispatcher } from './mail/mail-dispatcher';
import { createMailTransport } from './mail/mail-transport';
import { Application } from './modules/applications/application.entity';
import { recordMailSent } from './modules/applications/application-activity.service';
import { ResumeTextExtractor } from './modules/applications/resume-text-extractor';
import { WebhookDispatcher } from './modules/webhooks/webhook-dispatcher';
import { createServices, type ServerDeps } from './services';
import { type FileStorage, STALE_PART_MS, WRITER_HEARTBEAT_MS } from './storage/file-storage';

/** How often each process looks for event reminders that are due. */
export const REMINDER_SCAN_MS = 60_000;

/** Reminders queued per transaction; a full batch means more may be due, so the loop goes on. */
const REMINDER_BATCH = 200;

/** The first retention purge runs this long after the start, then every RETENTION_PURGE_INTERVAL_MINUTES. */
const RETENTION_FIRST_RUN_MS = 5_000;

/**
 * Resumes left to read from before the start wait this long: reading starts a thread that loads
 * PDF.js (about 1.4 s of CPU), which would otherwise compete with the start and its first answers.
 * An application this process stores wakes the reader at once, as at any other time.
 */
const RESUME_TEXT_FIRST_RUN_MS = 5_000;

/** How often each process forgets webhook secrets whose overlap after a rotation has ended. */
export const ROTATED_SECRET_SWEEP_MS = 10 * 60_000;

export interface Workers {
  /** Lets the work in flight finish (outbox rows commit or roll back), then stops every loop. */
  stop(): Promise<void>;
}

/** Removes partial uploads left by a process that stopped mid-way; never fails the caller. */
export async function sweepStaleParts(storage: FileStorage, logger: Logger): Promise<void> {
  try {
    const removed = await storage.removeStaleParts();
    if (removed > 0) logger.info('Removed partial uploads left by an earlier run', { removed });
  } catch (error) {
    logger.error('Could not sweep partial uploads', { error });
  }
}

/**
 * Every piece of background work an app process does, started in one place on one mechanism
 * (PollingLoop, with its one backoff): the mail and webhook outboxes, event reminders, job-alert
 * digests, the retention purge, forgetting rotated-out webhook secrets, and the upload folder's
 * sweep and heartbeat. Each tick builds its services through `createServices` on a fresh
 * EntityManager, as a request does; the processes share the work through the database (row locks
 * and advisory locks), so every process runs them.
 */
export function startWorkers(orm: MikroORM, deps: ServerDeps): Workers {
  const { config, logger, storage, metrics } = deps;
  const services = () => createServices(orm.em.fork(), deps);
  const periodic = (name: string, work: () => Promise<boolean>, everyMs: number, firstDelayMs = 0) =>
    new PollingLoop(work, everyMs, logger, name, { firstDelayMs });

  const mail = new MailDispatcher(orm, createMailTransport(config), logger, {
    from: config.mailFrom,
    pollMs: config.mailPollMs,
    maxAttempts: config.mailMaxAttempts,
    onSent: recordMailSent,
    onFailure: (gaveUp) => metrics?.deliveryFailures.inc({ queue: 'mail', outcome: gaveUp ? 'gave_up' : 'retry' }),
  });
  const webhooks = new WebhookDispatcher(orm, logger, {
    pollMs: config.webhookPollMs,
    maxAttempts: config.webhookMaxAttempts,
    retryBaseMs: config.webhookRetryBaseMs,
    publicUrl: config.publicUrl,
    urlPolicy: { allowPrivateNetworks: config.webhookAllowPrivateNetworks },
    timeoutMs: config.webhookTimeoutMs,
    concurrency: config.webhookConcurrency,
    onFailure: (gaveUp) => metrics?.deliveryFailures.inc({ queue: 'webhooks', outcome: gaveUp ? 'gave_up' : 'retry' }),
  });
  // In the order they stop: the outboxes last, so what the others queue can still go out.
  const loops: PollingLoop[] = [
    // Marking and queueing a reminder share one transaction, so each registration gets one.
    periodic(
      'Could not queue event reminders',
      async () => (await services().registrationReminders.queueDueReminders(REMINDER_BATCH)) === REMINDER_BATCH,
      REMINDER_SCAN_MS,
    ),
    // The start swept once before listening; a process sharing the folder may stop mid-upload at any time.
    periodic(
      'Could not sweep partial uploads',
      () => sweepStaleParts(storage, logger).then(() => false),
      STALE_PART_MS,
      STALE_PART_MS,
    ),
    periodic(
      'Could not forget rotated-out webhook secrets',
      // As rotateSecret stamps the expiry and the dispatcher reads it: the wall clock.
      () =>
        services()
          .webhooks.forgetRotatedOutSecrets(new Date())
          .then(() => false),
      ROTATED_SECRET_SWEEP_MS,
    ),
    periodic(
      'Could not mark uploads alive',
      () => storage.markAlive().then(() => false),
      WRITER_HEARTBEAT_MS,
      WRITER_HEARTBEAT_MS,
    ),
  ];
  // 0: this process never purges (another one, or an operator's own schedule, does). The purge's
  // advisory lock makes the processes take turns.
  if (config.retentionPurgeIntervalMinutes > 0)
    loops.push(
      periodic(
        'The retention purge failed',
        () =>
          services()
            // As of the server's clock, the one every row it wrote was stamped with (a fixed one in tests).
            .retention.purge(new Date(deps.clock()))
            .then(
              () => {
                metrics?.retentionRuns.inc({ outcome: 'ok' });
                return false;
              },
              (error: unknown) => {
                metrics?.retentionRuns.inc({ outcome: 'failed' });
                throw error;
              },
            ),
        config.retentionPurgeIntervalMinutes * 60_000,
        RETENTION_FIRST_RUN_MS,
      ),
    );
  // 0: this process reads none (another one does). An application stored by this process wakes it.
  const resumeReader = new ResumeTextExtractor();
  if (config.resumeTextPollSeconds > 0) {
    const resumeTexts = periodic(
      'Could not read the text of resumes',
      () => services().resumeTexts.extractNext(resumeReader),
      config.resumeTextPollSeconds * 1000,
      RESUME_TEXT_FIRST_RUN_MS,
    );
    resumeTexts.wakeOnCreate(orm, Application);
    loops.push(resumeTexts);
  }
  // 0: this process sends none (another one does).
  if (config.jobAlertPollSeconds > 0)
    loops.push(
      periodic(
        'Job-alert digests could not be queued',
        () => services().jobAlerts.sendNextDigest(),
        config.jobAlertPollSeconds * 1000,
      ),
    );
  for (const loop of loops) loop.start();
  webhooks.start();
  mail.start();

  return {
    async stop() {
      for (const loop of loops) await loop.stop();
      await resumeReader.close();
      await webhooks.stop();
      await mail.stop();
    },
  };
}
