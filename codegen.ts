import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the client, from the committed schema (never a live server). */
const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['client/src/**/*.graphql'],
  generates: {
    'client/src/gql/graphql.ts': {
      // typescript-operations v6 emits the enums and inputs the operations use by itself; adding
      // the `typescript` plugin would declare them a second time (a duplicate `Role` type).
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', Upload: 'File' },
      },
    },
  },
  // No formatting hook: the file is exactly what codegen prints, so `check:generated` compares
  // like with like on any machine (Prettier ignores client/src/gql).
};

export default config;
