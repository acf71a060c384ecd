import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const FILES = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

/** The anchors of a Markdown file's headings (outside code blocks). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  let inCode = false;
  for (const line of readFileSync(path.join(root, file), 'utf8').split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const heading = !inCode && /^#{1,6} (.+)$/.exec(line);
    if (heading) anchors.add(slug(heading[1]!));
  }
  return anchors;
}

describe('the README and the guides in docs/', () => {
  it.each(FILES)('%s links only to files and headings that exist', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      const [linked, anchor] = target!.split('#') as [string, string | undefined];
      const resolved = linked ? path.normalize(path.join(path.dirname(file), linked)) : file;
      if (!existsSync(path.join(root, resolved))) broken.push(target!);
      else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) broken.push(target!);
    }
    // Pictures too (HTML <img> in the Markdown).
    for (const [, source] of text.matchAll(/<img src="([^"]+)"/g)) {
      if (!existsSync(path.join(root, path.dirname(file), source!))) broken.push(source!);
    }
    expect(broken).toEqual([]);
  });

  it('keeps the first screen: the two commands for a fresh machine, and a guide per part', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme.slice(0, 300)).toContain('npm ci && npm start');
    expect(readme.slice(0, 300)).toContain('npm test ');
    for (const file of FILES.filter((name) => name.startsWith('docs/'))) expect(readme).toContain(`](${file})`);
  });
});
