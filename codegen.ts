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
        mappers: {
          Creator: '../contacts/creatorRows.ts#CreatorRow',
          Customer: '../contacts/customerRows.ts#CustomerRow',
          Order: '../orders/orderRows.ts#OrderRow',
          OrderLine: '../orders/salesLoaders.ts#OrderLineRow',
          OrderPayment: '../orders/salesLoaders.ts#OrderPaymentRow',
          ProductSummary: '../orders/salesLoaders.ts#ProductSummaryRow',
          Expense: '../expenses/expenseRows.ts#ExpenseRow',
          Product: '../catalogue/productRows.ts#ProductRow',
          ProductWork: '../catalogue/productRows.ts#ProductWorkRow',
          ProductCreator: '../catalogue/productRows.ts#ProductCreatorRow',
        },
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
