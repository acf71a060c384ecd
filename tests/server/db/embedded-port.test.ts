import net from 'node:net';

import { freePortOtherThan } from '../../../server/src/db/embedded-postgres';

/** A source of ports that hands out `ports` in turn, as the system might. */
function handsOut(...ports: number[]): () => Promise<number> {
  const queue = [...ports];
  return () => Promise.resolve(queue.shift() ?? 0);
}

describe('the embedded cluster’s port', () => {
  it('passes over a port the app will listen on when the system hands it out', async () => {
    await expect(freePortOtherThan([41000, 41001], handsOut(41000, 41001, 41002))).resolves.toBe(41002);
  });

  it('takes the first port handed out when the app does not use it', async () => {
    await expect(freePortOtherThan([41000], handsOut(41005, 41000))).resolves.toBe(41005);
  });

  it('gives up with the ports named rather than loop when nothing else comes', async () => {
    await expect(freePortOtherThan([41000], () => Promise.resolve(41000))).rejects.toThrow(
      'no free port other than 41000',
    );
  });

  it('by default asks the system for a loopback port that is free', async () => {
    const port = await freePortOtherThan([]);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
