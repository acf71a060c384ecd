import { addTypenameToDocument } from '@apollo/client/utilities';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { disableFragmentWarnings } from 'graphql-tag';

const typedDocuments = {
  // typescript-operations v6 emits the enums and inputs the operations use by itself; adding
  // the `typescript` plugin would declare them a second time (a duplicate `Role` type).
  plugins: ['typescript-operations', 'typed-document-node'],
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTimeISO: 'string', Upload: 'File' },
  },
};

// The generator parses each document through graphql-tag, which keeps every fragment it has seen by
// name; JobsList's fragments are generated twice (once with __typename added, for the server), so
// graphql-tag would warn "fragment with name PublicJobCardFields already exists" on every run.
disableFragmentWarnings();

/**
 * Typed documents from the committed schema (never a live server): every operation of the client,
 * for the client; and the client's own `JobsList`, for the server, which executes it to write the
 * list's first page into /browse-positions (server/src/http/jobs-first-page.ts). The server's copy
 * has `__typename` added by Apollo's own transform, so it asks exactly what Apollo sends and its
 * answer can go into Apollo's cache as it is. (The server's tsc compiles server/src only, and the
 * built server runs from dist/ alone, so it cannot import client/src/gql itself.)
 */
const config: CodegenConfig = {
  schema: './schema.graphql',
  generates: {
    'client/src/gql/graphql.ts': { documents: ['client/src/**/*.graphql'], ...typedDocuments },
    'server/src/gql/jobs-list.ts': {
      documents: ['client/src/features/jobs/api/JobsList.graphql'],
      ...typedDocuments,
      documentTransforms: [
        {
          transform: ({ documents }) =>
            documents.map((source) => ({
              ...source,
              document: source.document && addTypenameToDocument(source.document),
            })),
        },
      ],
    },
  },
  // No formatting hook: the files are exactly what codegen prints, so `check:generated` compares
  // like with like on any machine (Prettier ignores client/src/gql and server/src/gql).
};

export default config;
