import { setTimeout as sleep } from 'node:timers/promises';

import type { Logger } from '../../../server/src/lib/logger';
import { PollingLoop } from '../../../server/src/lib/polling-loop';
import { eventually } from '../mail/outbox-kit';

const quiet: Logger = { info: () => undefined, error: () => undefined };

/** A loop whose work only counts its runs (nothing ever left to do), polling every hour. */
function countingLoop(firstDelayMs: number): { loop: PollingLoop; runs: () => number } {
  let runs = 0;
  const loop = new PollingLoop(
    async () => {
      runs += 1;
      return false;
    },
    3_600_000,
    quiet,
    'counting failed',
    { firstDelayMs },
  );
  return { loop, runs: () => runs };
}

describe('PollingLoop', () => {
  it('runs at once without a first delay', async () => {
    const { loop, runs } = countingLoop(0);
    loop.start();
    try {
      await eventually(() => expect(runs()).toBe(1));
    } finally {
      await loop.stop();
    }
  });

  it('waits its first delay before the first run, and stop() ends that wait', async () => {
    const { loop, runs } = countingLoop(60_000);
    loop.start();
    await sleep(300);
    expect(runs()).toBe(0);
    await loop.stop();
    expect(runs()).toBe(0);
  });

  it('runs at once when woken during its first delay (work this process queued)', async () => {
    const { loop, runs } = countingLoop(60_000);
    loop.start();
    try {
      loop.wake();
      // Well within the minute the first delay would have taken.
      await eventually(() => expect(runs()).toBe(1), 10_000);
    } finally {
      await loop.stop();
    }
  });
});
