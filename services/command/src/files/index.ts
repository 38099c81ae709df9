export { createFilesRouter, type FilesRouterOptions, imageTypeMessage } from './filesRouter.ts';
