import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { buildAppSchema, printAppSchema } from './build-schema';

/** `npm run schema`: writes ./schema.graphql from the code-first schema. */
async function main() {
  const target = path.resolve(process.argv[2] ?? 'schema.graphql');
  await writeFile(target, printAppSchema(await buildAppSchema()));
  console.log(`Wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
