export { queryPolicy } from './account/permissions.ts';
export { startServerSampler } from './admin/serverSamples.ts';
export * from './imports/exportRouter.ts';
export * from './reporting/profitLossExport.ts';
export * from './royalties/countRouter.ts';
export * from './royalties/statements/statementRouter.ts';
export * from './server.ts';
export { answerJsonPosts } from './shared/jsonPosts.ts';
