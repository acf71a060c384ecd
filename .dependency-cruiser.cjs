/**
 * The house's import boundaries (STYLE.md, "Structure rules we now hold"), checked by
 * `npm run check:boundaries`. Type-only imports count too: a type import today is a value import
 * tomorrow, and it is what ties one layer to another.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import circles make start-up order and refactoring fragile.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'rest-never-imports-graphql',
      severity: 'error',
      comment: 'The REST shim and GraphQL are two adapters over the same services and request context.',
      from: { path: '^server/src/rest/' },
      to: { path: '^server/src/graphql/' },
    },
    {
      name: 'graphql-never-imports-rest',
      severity: 'error',
      from: { path: '^server/src/graphql/' },
      to: { path: '^server/src/rest/' },
    },
    {
      name: 'domains-never-import-transports',
      severity: 'error',
      comment: 'Entities, services and inputs know nothing of HTTP; only resolvers belong to GraphQL.',
      from: { path: '^server/src/modules/', pathNot: '\\.resolver\\.ts$' },
      to: { path: '^server/src/(rest|graphql|http)/|^server/src/(app|server|main|workers)\\.ts$' },
    },
    {
      name: 'domains-never-import-the-composition-root',
      severity: 'error',
      comment:
        'A module receives its collaborators and settings: services.ts builds them from config.ts, and workers.ts ' +
        'starts the background work. A module reaching for them ties itself to the whole process.',
      from: { path: '^server/src/modules/' },
      to: { path: '^server/src/(services|config)\\.ts$' },
    },
    {
      name: 'http-never-imports-rest',
      severity: 'error',
      comment: 'http/ (pages and middleware) and rest/ are sibling adapters: what both need lives in lib/.',
      from: { path: '^server/src/http/' },
      to: { path: '^server/src/rest/' },
    },
    {
      name: 'rest-never-imports-resolvers',
      severity: 'error',
      comment: "REST shares services and messages (*.messages.ts) with GraphQL, never GraphQL's resolvers.",
      from: { path: '^server/src/rest/' },
      to: { path: '\\.resolver\\.ts$' },
    },
    {
      name: 'adapters-never-import-transports',
      severity: 'error',
      from: { path: '^server/src/(db|storage|mail|lib)/' },
      to: {
        path: '^server/src/(rest|graphql|http)/|^server/src/(app|server|main|workers|services|request-context)\\.ts$',
      },
    },
    {
      name: 'adapters-never-import-domains',
      severity: 'error',
      comment:
        'db/, storage/, mail/ and lib/ are the ground the domains stand on. Three places list the domains on ' +
        "purpose: db/entities.ts (MikroORM's entity registry, entity files only), db/personal-data-sources.ts " +
        '(the personal-data registry, source files only) and db/seeders (content).',
      from: {
        path: '^server/src/(db|storage|mail|lib)/',
        pathNot: '^server/src/db/(entities\\.ts$|personal-data-sources\\.ts$|seeders/)',
      },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'entity-registry-lists-entities-only',
      severity: 'error',
      from: { path: '^server/src/db/entities\\.ts$' },
      to: { path: '^server/src/modules/', pathNot: '\\.entity\\.ts$' },
    },
    {
      name: 'personal-data-registry-lists-sources-only',
      severity: 'error',
      from: { path: '^server/src/db/personal-data-sources\\.ts$' },
      to: { path: '^server/src/modules/', pathNot: '\\.personal-data\\.ts$' },
    },
    {
      name: 'server-never-imports-client',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^client/' },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-feature-imports-another-feature',
      severity: 'error',
      comment: 'Features share through components/ui, lib and content, never directly.',
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: '^client/src/features/', pathNot: '^client/src/features/$1/' },
    },
    {
      name: 'shared-client-code-never-imports-features-or-app',
      severity: 'error',
      from: { path: '^client/src/(components|lib|content)/' },
      to: { path: '^client/src/(features|app)/' },
    },
    {
      name: 'features-never-import-app',
      severity: 'error',
      comment: 'app/ composes features (router, layouts); a feature importing app/ closes a loop.',
      from: { path: '^client/src/features/' },
      to: { path: '^client/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|client/src/gql)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
