import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { useTestOrm } from '../../helpers/test-database';

// The guard in tests/helpers/transaction-reach-guard.ts runs under every server test; these prove
// it tells the one way to reach an open transaction from the others.
const db = useTestOrm();

describe('reaching the open transaction', () => {
  it('works through the EntityManager the callback receives, as a query or raw SQL', async () => {
    const em = db.orm.em.fork();
    const answer = await em.transactional(async (tx) => {
      await tx.getConnection().execute('select 1', [], 'all', tx.getTransactionContext());
      return tx.execute<{ one: number }[]>('select 1 as one');
    });
    expect(answer).toEqual([{ one: 1 }]);
  });

  it('fails a query sent through another EntityManager while the transaction is open, and rolls the transaction back', async () => {
    const em = db.orm.em.fork();
    await em.execute('create table reach_probe (n int)');
    const outcome = em.transactional(async (tx) => {
      await tx.execute('insert into reach_probe (n) values (1)');
      await em.execute('select 2');
    });
    await expect(outcome).rejects.toThrow(/A query went outside the open transaction.*select 2/);
    expect(await em.execute('select n from reach_probe')).toEqual([]);
  });

  it('lets every EntityManager query once the transaction has ended', async () => {
    const em = db.orm.em.fork();
    await em.transactional(async (tx) => tx.execute('select 1'));
    await expect(em.execute<{ two: number }[]>('select 2 as two')).resolves.toEqual([{ two: 2 }]);
  });
});

describe('the lint rule', () => {
  const run = promisify(execFile);
  const lint = async (source: string) => {
    const child = run(
      process.execPath,
      [
        path.resolve(__dirname, '../../../node_modules/eslint/bin/eslint.js'),
        '--format',
        'json',
        '--stdin',
        '--stdin-filename',
        'server/src/modules/probe/probe.service.ts',
      ],
      { cwd: path.resolve(__dirname, '../../..') },
    );
    child.child.stdin!.end(source);
    const { stdout } = await child.catch((failed: { stdout: string }) => failed);
    const [result] = JSON.parse(stdout) as { messages: { ruleId: string; line: number }[] }[];
    return result!.messages.map(({ ruleId, line }) => `${line} ${ruleId}`);
  };

  it('refuses this.em inside a transactional callback and lets the callback’s own EntityManager through', async () => {
    const source = [
      "import type { EntityManager } from '@mikro-orm/postgresql';",
      'export class ProbeService {',
      '  constructor(private readonly em: EntityManager) {}',
      '  async run(): Promise<void> {',
      '    await this.em.transactional(async (tx) => {',
      "      await tx.execute('select 1');",
      "      await this.em.execute('select 2');",
      '    });',
      '  }',
      '}',
      '',
    ].join('\n');
    expect(await lint(source)).toEqual(['7 no-restricted-syntax']);
  });
});
