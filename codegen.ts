import type { CodegenConfig } from '@graphql-codegen/cli';

// The GraphQL schema is the one source of API types: resolvers and web documents are typed from it.
const config: CodegenConfig = {
  schema: 'services/query/src/**/*.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/generated/**/*'],
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
          Creator: '../contacts/creators/rows.ts#CreatorRow',
          Customer: '../contacts/customers/rows.ts#CustomerRow',
          Order: '../orders/orderRows.ts#OrderRow',
          OrderLine: '../orders/loaders.ts#OrderLineRow',
          OrderPayment: '../orders/loaders.ts#OrderPaymentRow',
          OrderReturn: '../orders/loaders.ts#OrderReturnRow',
          ProductSummary: '../orders/loaders.ts#ProductSummaryRow',
          Expense: '../expenses/expenseRows.ts#ExpenseRow',
          Product: '../catalogue/productRows.ts#ProductRow',
          ProductWork: '../catalogue/productRows.ts#ProductWorkRow',
          ProductCreator: '../catalogue/productRows.ts#ProductCreatorRow',
          Royalty: '../royalties/royaltyRows.ts#RoyaltyRow',
          RoyaltyPayment: '../royalties/royaltyRows.ts#RoyaltyPaymentRow',
          ProductReportRow: '../reporting/reportRows.ts#ProductFiguresRow',
          RoyaltyStatement: '../royalties/statements/statementRows.ts#RoyaltyStatementModel',
          RoyaltyStatementLine: '../royalties/statements/statementRows.ts#RoyaltyStatementLineModel',
          StatementFigures: '../royalties/statements/statementRows.ts#StatementFiguresModel',
          RoyaltyStatementAudit: '../royalties/statements/statementRows.ts#RoyaltyStatementAuditModel',
          StatementPastChange: '../royalties/statements/statementRows.ts#PastChangeModel',
        },
      },
    },
    'web/src/generated/': {
      preset: 'client',
      config: { useTypeImports: true, scalars: { Position: 'string', Money: 'string' }, enumsAsTypes: true },
      presetConfig: { fragmentMasking: false },
    },
  },
};
export default config;
