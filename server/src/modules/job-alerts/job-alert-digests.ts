import type { Logger } from '../../lib/logger';
import { PollingLoop } from '../../lib/polling-loop';

import type { JobAlertService } from './job-alert.service';

/**
 * Sends the job-alert digests that are due, in every app process: one alert per transaction
 * (claimed with `for update skip locked`), as long as some are due, then every
 * JOB_ALERT_POLL_SECONDS. `service` gives a service on a fresh EntityManager for each alert.
 */
export class JobAlertDigests {
  private readonly loop: PollingLoop | undefined;

  constructor(service: () => JobAlertService, pollSeconds: number, logger: Logger) {
    // 0: this process sends none (another one does).
    this.loop =
      pollSeconds > 0
        ? new PollingLoop(
            () => service().sendNextDigest(),
            pollSeconds * 1000,
            logger,
            'Job-alert digests could not be queued',
          )
        : undefined;
  }

  start(): void {
    this.loop?.start();
  }

  /** Lets the digest in flight commit or roll back, then stops. */
  async stop(): Promise<void> {
    await this.loop?.stop();
  }
}
