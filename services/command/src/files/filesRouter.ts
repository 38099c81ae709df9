import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import express, { type Request, Router } from 'express';
import sharp from 'sharp';

import { tokenFromHeader } from '../account/sessions.ts';
import { isSafeSegment, normaliseFileName, thumbnailName } from './fileNames.ts';

export const imageTypeMessage = 'You can only upload JPG, JPEG, and PNG image files.';

/** The spec's thumbnail: at most 300 px wide, quality 0.8. */
const thumbnailWidth = 300;
const thumbnailQuality = 80;
const maxImageBytes = 10 * 1024 * 1024;

const extensionOf = { jpeg: 'jpg', png: 'png' } as const;
type ImageFormat = keyof typeof extensionOf;

export interface FilesRouterOptions {
  /** The local folder of the storage port; files are served from it under /files/. */
  filesDir: string;
  authenticate(request: Request): Promise<{ userId: string; publisherId: string } | null>;
  /** Whether the session token is a member's of the publisher an image belongs to. */
  canRead(token: string, publisherId: string): Promise<boolean>;
}

/** The format the bytes are (not what the name or the content type claim), if it is one we take. */
async function detectFormat(bytes: Buffer): Promise<ImageFormat | null> {
  try {
    const { format } = await sharp(bytes).metadata();
    return format === 'jpeg' || format === 'png' ? format : null;
  } catch {
    return null;
  }
}

/** The spec's name rule, with the extension of what the file really is (a PNG named .jpg is stored as .png). */
function storedName(name: string, format: ImageFormat): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${extensionOf[format]}`;
}

/** A query parameter given once as text, else empty (a repeated or nested one is not a name). */
const queryText = (value: unknown) => (typeof value === 'string' ? value : '');

const sessionCookie = 'colophon_files';

function tokenFromCookie(request: Request): string | null {
  for (const part of (request.header('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === sessionCookie) return decodeURIComponent(value.join('='));
  }
  return null;
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
      const pathType = queryText(request.query.pathType);
      const item = queryText(request.query.item);
      const requestedName = normaliseFileName(queryText(request.query.name));
      if (!isSafeSegment(pathType) || !isSafeSegment(item) || !requestedName) {
        response.status(400).json({ message: 'pathType, item and name are required.' });
        return;
      }
      const upload = request.body as Buffer;
      const acceptedName = /\.(jpe?g|png)$/.test(requestedName);
      const format = acceptedName && Buffer.isBuffer(upload) && upload.length > 0 ? await detectFormat(upload) : null;
      if (!format) {
        response.status(400).json({ message: imageTypeMessage });
        return;
      }
      // Re-encoded, so what is stored is only the image: no metadata, nothing appended after it.
      const image = sharp(upload).rotate();
      const [original, thumbnail] = await Promise.all([
        image.clone().toFormat(format, { quality: 90 }).toBuffer(),
        image
          .clone()
          .resize({ width: thumbnailWidth, withoutEnlargement: true })
          .toFormat(format, { quality: thumbnailQuality })
          .toBuffer(),
      ]);
      const name = storedName(requestedName, format);
      const folder = ['images', caller.publisherId, pathType, item];
      await mkdir(path.join(options.filesDir, ...folder), { recursive: true });
      await writeFile(path.join(options.filesDir, ...folder, name), original);
      await writeFile(path.join(options.filesDir, ...folder, thumbnailName(name)), thumbnail);
      const base = `/files/${folder.map(encodeURIComponent).join('/')}`;
      response.status(201).json({ url: `${base}/${name}`, thumbnailUrl: `${base}/${thumbnailName(name)}` });
    },
  );

  // Images are a publisher's own: served only to its members (the session cookie the web app sets).
  router.use('/files/images/:publisherId', async (request, response, next) => {
    const token = tokenFromCookie(request) ?? tokenFromHeader(request.header('authorization'));
    if (
      token &&
      isSafeSegment(request.params.publisherId) &&
      (await options.canRead(token, request.params.publisherId))
    ) {
      next();
      return;
    }
    response.status(404).json({ code: 'NOT_FOUND', message: 'Not found.' });
  });
  router.use('/files', express.static(options.filesDir, { index: false, fallthrough: false, maxAge: '1h' }));
  return router;
}
