export * from './account/callers.ts';
export * from './account/sessions.ts';
export { makeSuperuser } from './account/superusers.ts';
export * from './commandBus.ts';
export * from './files/index.ts';
export * from './http/app.ts';
export * from './http/httpCommandBus.ts';
export * from './http/requestContext.ts';
export * from './shared/errors.ts';
