export { createFilesRouter, imageTypeMessage, type FilesRouterOptions } from './filesRouter.ts';
