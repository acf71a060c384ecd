// `npm run check:lengths`: every hand-written source file stays under 400 lines, or says in one
// line why it is longer (a comment holding "passes 400 lines", e.g. config.ts: every variable is
// parsed in one place). Generated files (client/src/gql, migrations) are left out.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 400;
const REASON = /passes 400 lines/;
const GENERATED = [/^client\/src\/gql\//, /\/migrations\//, /^schema\.graphql$/];

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'server/src', 'client/src', 'scripts', 'tests'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && !GENERATED.some((pattern) => pattern.test(file)));

const unexplained = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > LIMIT && !REASON.test(text)) unexplained.push(`${file}: ${lines} lines`);
}

if (unexplained.length > 0) {
  console.error(
    `These files pass ${LIMIT} lines without saying why (split them, or add a one-line comment holding "passes ${LIMIT} lines" and the reason):\n  ${unexplained.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`${files.length} source files: each under ${LIMIT} lines or says why it is longer.`);
