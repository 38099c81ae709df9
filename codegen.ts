import type { CodegenConfig } from '@graphql-codegen/cli';

// The GraphQL schema is the one source of API types: resolvers and web documents are typed from it.
const config: CodegenConfig = {
  schema: 'services/query/src/**/*.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'services/query/src/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.ts#QueryContext',
        useTypeImports: true,
        scalars: { Position: 'string', Money: 'string' },
        enumsAsTypes: true,
        mappers: { Creator: '../contacts/creatorRows.ts#CreatorRow' },
      },
    },
    'web/src/gql/': {
      preset: 'client',
      config: { useTypeImports: true, scalars: { Position: 'string', Money: 'string' }, enumsAsTypes: true },
      presetConfig: { fragmentMasking: false },
    },
  },
};
export default config;
