import { ChangeSetType, type MikroORM } from '@mikro-orm/core';

import { backoffMs } from './backoff';
import type { Logger } from './logger';

/** While the work itself keeps failing (the database is down), ticks slow down to this at most. */
const FAILING_POLL_MAX_MS = 60_000;

export interface PollingLoopOptions {
  /** Wait before the first run (default 0: at once). */
  firstDelayMs?: number;
}

/**
 * Runs `work` until it answers false (nothing due), then sleeps `pollMs` or until woken; while the
 * work keeps failing, the sleeps grow (backoffMs) up to a minute, never shorter than `pollMs`. The
 * one mechanism for background work: the outbox dispatchers and every periodic task that
 * `workers.ts` starts run on it.
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
    private readonly options: PollingLoopOptions = {},
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
    if (this.options.firstDelayMs) await this.sleep(this.options.firstDelayMs);
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
      if (!this.woken && !this.stopped) await this.sleep(this.waitAfter(failedTicks));
    }
  }

  private waitAfter(failedTicks: number): number {
    if (failedTicks === 0) return this.pollMs;
    return Math.max(this.pollMs, backoffMs(failedTicks + 1, this.pollMs, FAILING_POLL_MAX_MS));
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
