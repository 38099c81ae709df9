import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type Request } from 'express';
import sharp from 'sharp';
import { isSafeSegment, normaliseFileName, thumbnailName } from './fileNames.ts';

export const imageTypeMessage = 'You can only upload JPG, JPEG, and PNG image files.';

/** The spec's thumbnail: at most 300 px wide, quality 0.8. */
const thumbnailWidth = 300;
const thumbnailQuality = 80;
const maxImageBytes = 10 * 1024 * 1024;

const formats = { 'image/jpeg': 'jpeg', 'image/png': 'png' } as const;
const extensionsOf = { jpeg: ['jpg', 'jpeg'], png: ['png'] } as const;

export interface FilesRouterOptions {
  /** The local folder of the storage port; files are served from it under /files/. */
  filesDir: string;
  authenticate(request: Request): Promise<{ userId: string; publisherId: string } | null>;
}

function formatOf(request: Request, fileName: string): 'jpeg' | 'png' | null {
  const contentType = request.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const format = formats[contentType as keyof typeof formats];
  const extension = fileName.split('.').pop() ?? '';
  return format && (extensionsOf[format] as readonly string[]).includes(extension) ? format : null;
}

/**
 * Image storage on the local folder: POST /api/v1/files/images stores the original under
 * images/{publisher}/{pathType}/{item}/{name} plus a thumbnail, and GET /files/... serves them.
 */
export function createFilesRouter(options: FilesRouterOptions): Router {
  const router = Router();

  router.post(
    '/api/v1/files/images',
    express.raw({ type: () => true, limit: maxImageBytes }),
    async (request, response) => {
      const caller = await options.authenticate(request);
      if (!caller) {
        response.status(401).json({ code: 'UNAUTHENTICATED', message: 'Invalid token.' });
        return;
      }
      const pathType = String(request.query.pathType ?? '');
      const item = String(request.query.item ?? '');
      const name = normaliseFileName(String(request.query.name ?? ''));
      if (!isSafeSegment(pathType) || !isSafeSegment(item) || !name) {
        response.status(400).json({ message: 'pathType, item and name are required.' });
        return;
      }
      const format = formatOf(request, name);
      const original = request.body as Buffer;
      if (!format || !Buffer.isBuffer(original) || original.length === 0) {
        response.status(400).json({ message: imageTypeMessage });
        return;
      }
      let thumbnail: Buffer;
      try {
        thumbnail = await sharp(original)
          .resize({ width: thumbnailWidth, withoutEnlargement: true })
          .toFormat(format, { quality: thumbnailQuality })
          .toBuffer();
      } catch {
        // The bytes are not the image the content type claims.
        response.status(400).json({ message: imageTypeMessage });
        return;
      }
      const folder = ['images', caller.publisherId, pathType, item];
      await mkdir(path.join(options.filesDir, ...folder), { recursive: true });
      await writeFile(path.join(options.filesDir, ...folder, name), original);
      await writeFile(path.join(options.filesDir, ...folder, thumbnailName(name)), thumbnail);
      const base = `/files/${folder.map(encodeURIComponent).join('/')}`;
      response.status(201).json({ url: `${base}/${name}`, thumbnailUrl: `${base}/${thumbnailName(name)}` });
    },
  );

  router.use('/files', express.static(options.filesDir, { index: false, fallthrough: false, maxAge: '1h' }));
  return router;
}
