export * from './imports/exportRouter.ts';
export * from './server.ts';
