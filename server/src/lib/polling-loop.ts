import { ChangeSetType, type MikroORM } from '@mikro-orm/core';

import type { Logger } from './logger';

/** While the work itself keeps failing (the database is down), ticks slow down to this at most. */
const FAILING_POLL_MAX_MS = 60_000;

/**
 * Runs `work` until it answers false (nothing due), then sleeps `pollMs` or until woken. Shared by
 * the mail and webhook dispatchers: each process runs one loop per outbox.
 */
export class PollingLoop {
  private loop?: Promise<void>;
  private stopped = false;
  private woken = false;
  private interruptSleep?: () => void;

  constructor(
    private readonly work: () => Promise<boolean>,
    private readonly pollMs: number,
    private readonly logger: Logger,
    private readonly failureMessage: string,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /**
   * Wakes the loop whenever a flush in this process creates a row of `entity`, so work queued by
   * this process usually starts at once. Inside a wider transaction the rows appear only at its
   * commit: the next poll finds them.
   */
  wakeOnCreate(orm: MikroORM, entity: abstract new (...args: never[]) => object): void {
    orm.em.getEventManager().registerSubscriber({
      afterFlush: ({ uow }) => {
        if (
          uow.getChangeSets().some((change) => change.type === ChangeSetType.CREATE && change.entity instanceof entity)
        )
          this.wake();
      },
    });
  }

  /** Looks for due work now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    this.interruptSleep?.();
  }

  /** Lets the work in flight finish, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.interruptSleep?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    let failedTicks = 0;
    while (!this.stopped) {
      this.woken = false;
      try {
        while (!this.stopped && (await this.work())) {
          // keep going while work is due
        }
        failedTicks = 0;
      } catch (error) {
        failedTicks += 1;
        this.logger.error(this.failureMessage, { error });
      }
      if (!this.woken && !this.stopped) await this.sleep(Math.min(this.pollMs * 2 ** failedTicks, FAILING_POLL_MAX_MS));
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.interruptSleep = done;
    });
  }
}
