export { queryPolicy } from './account/permissions.ts';
export * from './imports/exportRouter.ts';
export * from './server.ts';
