// Bundle budget: what `/` downloads before any lazy chunk (the entry module, its static imports and
// modulepreloads, and its stylesheets) must stay under the JavaScript budget once gzipped.
// Run after `npm run build:client`; exits 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const BUDGET_NAME = 'initial JavaScript of /';
const BUDGET_KB = 170;
const BUDGET_BYTES = BUDGET_KB * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.resolve(root, process.argv[2] ?? 'dist/client');
const indexPath = path.join(clientDir, 'index.html');

if (!existsSync(indexPath)) {
  console.error(`${path.relative(root, indexPath)} is missing: run "npm run build:client" first.`);
  process.exit(1);
}

const html = readFileSync(indexPath, 'utf8');

/** The attributes of every `<tag ...>` in the page, as maps. */
function tags(name) {
  const found = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attributes = new Map();
    for (const attribute of match[1].matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes.set(attribute[1].toLowerCase(), attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    found.push(attributes);
  }
  return found;
}

/** A same-origin asset URL from the page, as a path inside the client folder; null for other origins. */
function localFile(url, from = clientDir) {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return null;
  const clean = url.split(/[?#]/)[0];
  return clean.startsWith('/') ? path.join(clientDir, clean) : path.resolve(from, clean);
}

const entries = tags('script')
  .filter((a) => a.get('type') === 'module' && a.get('src'))
  .map((a) => localFile(a.get('src')))
  .filter(Boolean);
if (entries.length === 0) {
  console.error(`No entry module script found in ${path.relative(root, indexPath)}.`);
  process.exit(1);
}
const links = tags('link');
const preloads = links
  .filter((a) => /\bmodulepreload\b/i.test(a.get('rel') ?? '') && a.get('href'))
  .map((a) => localFile(a.get('href')));
const styles = links
  .filter((a) => /\bstylesheet\b/i.test(a.get('rel') ?? '') && a.get('href'))
  .map((a) => localFile(a.get('href')));

// Static imports (never `import(...)`) of the entry and of what it imports load before the page
// runs, whether or not the HTML preloads them.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[^"'()]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;
const scripts = new Set();
const queue = [...entries, ...preloads].filter(Boolean);
while (queue.length > 0) {
  const file = queue.shift();
  if (scripts.has(file)) continue;
  if (!existsSync(file)) {
    console.error(`${path.relative(root, file)} is referenced by the page but missing.`);
    process.exit(1);
  }
  scripts.add(file);
  for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    const imported = localFile(match[1], path.dirname(file));
    if (imported && !scripts.has(imported)) queue.push(imported);
  }
}

function measure(file) {
  const bytes = readFileSync(file);
  return {
    file: path.relative(clientDir, file),
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
  };
}

const jsRows = [...scripts].map(measure);
const cssRows = styles.filter((file) => file && existsSync(file)).map(measure);
const kb = (bytes) => (bytes / 1024).toFixed(2);
const width = Math.max(30, ...[...jsRows, ...cssRows].map((row) => row.file.length));
const line = (file, raw, gzip) => `${file.padEnd(width)}  ${raw.padStart(10)}  ${gzip.padStart(10)}`;
const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);

console.log(`Loaded by / before any lazy chunk (${path.relative(root, indexPath)}):\n`);
console.log(line('file', 'raw KB', 'gzip KB'));
console.log('-'.repeat(width + 24));
for (const row of [...jsRows, ...cssRows]) console.log(line(row.file, kb(row.raw), kb(row.gzip)));
console.log('-'.repeat(width + 24));
const jsRaw = sum(jsRows, 'raw');
const jsGzip = sum(jsRows, 'gzip');
console.log(line(`JavaScript total (${jsRows.length} files)`, kb(jsRaw), kb(jsGzip)));
if (cssRows.length > 0)
  console.log(line(`CSS total (${cssRows.length} files)`, kb(sum(cssRows, 'raw')), kb(sum(cssRows, 'gzip'))));
console.log('');

if (jsGzip > BUDGET_BYTES) {
  console.error(
    `Bundle budget exceeded: ${BUDGET_NAME} is ${kb(jsGzip)} KB gzipped, over the ${BUDGET_KB} KB budget by ${kb(jsGzip - BUDGET_BYTES)} KB.`,
  );
  process.exit(1);
}
console.log(
  `Within budget: ${BUDGET_NAME} is ${kb(jsGzip)} KB of ${BUDGET_KB} KB gzipped (${kb(BUDGET_BYTES - jsGzip)} KB left).`,
);
