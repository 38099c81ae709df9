export * from './imports/exportRouter.ts';
export * from './server.ts';
export { queryPolicy } from './account/permissions.ts';
