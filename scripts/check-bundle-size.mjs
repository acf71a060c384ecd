// Bundle budget: the JavaScript `/` downloads before any lazy chunk (the entry and, recursively, its
// static imports, as Vite's manifest lists them) must stay under the budget in the bytes that travel:
// each file's brotli variant (written at build time; the server sends it to every browser that
// accepts brotli), or the file itself when the build wrote none. Run after `npm run build:client`;
// exits 1 over budget.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_NAME = 'JavaScript of / before any lazy chunk';
const BUDGET_KB = 120;
const BUDGET_BYTES = BUDGET_KB * 1024;
const ENTRY = 'index.html';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.resolve(root, process.argv[2] ?? 'dist/client');
const manifestPath = path.join(clientDir, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`${path.relative(root, manifestPath)} is missing: run "npm run build:client" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
if (!manifest[ENTRY]?.isEntry) {
  console.error(`${path.relative(root, manifestPath)} has no entry "${ENTRY}".`);
  process.exit(1);
}

// Static imports load before the entry runs; dynamic imports (lazy routes) are left out.
const chunks = new Set();
const stylesheets = new Set();
const queue = [ENTRY];
while (queue.length > 0) {
  const key = queue.shift();
  if (chunks.has(key)) continue;
  const chunk = manifest[key];
  if (!chunk) {
    console.error(`The manifest names "${key}" as an import but has no such chunk.`);
    process.exit(1);
  }
  chunks.add(key);
  for (const css of chunk.css ?? []) stylesheets.add(css);
  queue.push(...(chunk.imports ?? []));
}

function measure(file) {
  const full = path.join(clientDir, file);
  if (!existsSync(full)) {
    console.error(`${path.relative(root, full)} is in the manifest but missing.`);
    process.exit(1);
  }
  const raw = statSync(full).size;
  const brotli = existsSync(`${full}.br`) ? statSync(`${full}.br`).size : null;
  return { file, raw, sent: brotli ?? raw, how: brotli === null ? 'as is' : 'brotli' };
}

const jsRows = [...chunks].map((key) => measure(manifest[key].file));
const cssRows = [...stylesheets].map(measure);
const kb = (bytes) => (bytes / 1024).toFixed(2);
const width = Math.max(34, ...[...jsRows, ...cssRows].map((row) => row.file.length));
const line = (file, raw, sent, how = '') =>
  `${file.padEnd(width)}  ${raw.padStart(10)}  ${sent.padStart(10)}  ${how}`.trimEnd();
const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);

console.log(`Loaded by / before any lazy chunk (${path.relative(root, manifestPath)}, entry ${ENTRY}):\n`);
console.log(line('file', 'raw KB', 'sent KB'));
console.log('-'.repeat(width + 32));
for (const row of [...jsRows, ...cssRows]) console.log(line(row.file, kb(row.raw), kb(row.sent), row.how));
console.log('-'.repeat(width + 32));
const jsSent = sum(jsRows, 'sent');
console.log(line(`JavaScript total (${jsRows.length} files)`, kb(sum(jsRows, 'raw')), kb(jsSent)));
if (cssRows.length > 0)
  console.log(line(`CSS total (${cssRows.length} files)`, kb(sum(cssRows, 'raw')), kb(sum(cssRows, 'sent'))));
console.log('');

if (jsSent > BUDGET_BYTES) {
  console.error(
    `Bundle budget exceeded: the ${BUDGET_NAME} is ${kb(jsSent)} KB as sent, over the ${BUDGET_KB} KB budget by ${kb(jsSent - BUDGET_BYTES)} KB.`,
  );
  process.exit(1);
}
console.log(
  `Within budget: the ${BUDGET_NAME} is ${kb(jsSent)} KB as sent, of ${BUDGET_KB} KB (${kb(BUDGET_BYTES - jsSent)} KB left).`,
);
