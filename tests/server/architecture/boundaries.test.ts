import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Runs dependency-cruiser as `npm run check:boundaries` does, in `cwd`, and lists what it forbids. */
async function violations(cwd: string): Promise<string[]> {
  const bin = path.join(ROOT, 'node_modules/.bin/depcruise');
  const { stdout } = await run(bin, ['server/src', 'client/src', '--config', CONFIG, '--output-type', 'json'], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const result = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

// The product itself is checked by `npm run check:boundaries` (CI runs it); this proves the rules bite.
describe('import boundaries', () => {
  it('names each forbidden import in a tree built to break every rule', async () => {
    expect(await violations(path.join(__dirname, 'fixture'))).toEqual([
      'adapters-never-import-domains: server/src/db/database.ts -> server/src/modules/jobs/job.entity.ts',
      'domains-never-import-the-composition-root: server/src/modules/jobs/job.service.ts -> server/src/config.ts',
      'domains-never-import-the-composition-root: server/src/modules/jobs/job.service.ts -> server/src/services.ts',
      'domains-never-import-transports: server/src/modules/jobs/job.entity.ts -> server/src/rest/route.ts',
      'http-never-imports-rest: server/src/http/page.ts -> server/src/rest/route.ts',
      'no-circular: client/src/features/a/a.ts -> client/src/features/b/b.ts',
      'no-feature-imports-another-feature: client/src/features/a/a.ts -> client/src/features/b/b.ts',
      'no-feature-imports-another-feature: client/src/features/b/b.ts -> client/src/features/a/a.ts',
      'rest-never-imports-graphql: server/src/rest/route.ts -> server/src/graphql/schema.ts',
      'rest-never-imports-resolvers: server/src/rest/route.ts -> server/src/modules/jobs/job.resolver.ts',
    ]);
  });
});
