import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createFilesRouter } from '@colophon/command/files/index';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// An edge test of the image router on a bare express app: authentication is faked, storage is real.
describe('image uploads', () => {
  let filesDir: string;
  let baseUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'colophon-files-'));
    const app = express();
    app.use(
      createFilesRouter({
        filesDir,
        authenticate: async (request) =>
          request.header('authorization') === 'Token good' ? { userId: 'u1', publisherId: 'p1' } : null,
        canRead: async (token, publisherId) => token === 'good' && publisherId === 'p1',
      }),
    );
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    await rm(filesDir, { recursive: true, force: true });
  });

  const image = (width: number, format: 'jpeg' | 'png') =>
    sharp({ create: { width, height: width / 2, channels: 3, background: '#7a5230' } })
      .toFormat(format)
      .toBuffer();

  const upload = (name: string, body: Buffer, contentType: string, { token = 'good', pathType = 'creator' } = {}) =>
    fetch(`${baseUrl}/api/v1/files/images?${new URLSearchParams({ pathType, item: 'c42', name })}`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': contentType },
      body: new Uint8Array(body),
    });

  it('stores the original under a normalised name and a thumbnail at most 300 px wide', async () => {
    const original = await image(1200, 'jpeg');
    const response = await upload('  My Portrait (final)!.JPG ', original, 'image/jpeg');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      url: '/files/images/p1/creator/c42/my_portrait_final.jpg',
      thumbnailUrl: '/files/images/p1/creator/c42/my_portrait_final_thumb.jpg',
    });
    const folder = path.join(filesDir, 'images', 'p1', 'creator', 'c42');
    const stored = await sharp(await readFile(path.join(folder, 'my_portrait_final.jpg'))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 1200, 600]);
    const thumbnail = await sharp(path.join(folder, 'my_portrait_final_thumb.jpg')).metadata();
    expect(thumbnail.width).toBe(300);
    expect(thumbnail.format).toBe('jpeg');
  });

  it('keeps small PNGs at their width and serves both files', async () => {
    const response = await upload('logo.png', await image(120, 'png'), 'image/png');
    const { url, thumbnailUrl } = (await response.json()) as { url: string; thumbnailUrl: string };
    const member = { cookie: 'colophon_files=good' };
    const thumbnail = await fetch(`${baseUrl}${thumbnailUrl}`, { headers: member });
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(120);
    expect((await fetch(`${baseUrl}${url}`, { headers: member })).status).toBe(200);
  });

  it('serves images only to members of their publisher', async () => {
    const { url } = (await (await upload('private.png', await image(40, 'png'), 'image/png')).json()) as {
      url: string;
    };
    expect((await fetch(`${baseUrl}${url}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}${url}`, { headers: { cookie: 'colophon_files=someone-else' } })).status).toBe(404);
    expect((await fetch(`${baseUrl}${url}`, { headers: { authorization: 'Token good' } })).status).toBe(200);
  });

  it('stores only the image: a tail of HTML after a PNG is dropped, and a PNG named .jpg is stored as .png', async () => {
    const png = await image(60, 'png');
    const tailed = Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]);
    const response = await upload('cover.jpg', tailed, 'image/jpeg');
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toBe('/files/images/p1/creator/c42/cover.png');
    const stored = await readFile(path.join(filesDir, 'images', 'p1', 'creator', 'c42', 'cover.png'));
    expect(stored.includes('<html>')).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('png');
  });

  it('rejects anything but JPEG and PNG with the spec message', async () => {
    for (const [name, contentType, body] of [
      ['anim.gif', 'image/gif', Buffer.from('GIF89a')],
      ['fake.png', 'image/png', Buffer.from('not an image')],
      ['photo.gif', 'image/jpeg', await image(50, 'jpeg')],
    ] as const) {
      const response = await upload(name, body, contentType);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'You can only upload JPG, JPEG, and PNG image files.' });
    }
  });

  it('refuses callers without a valid token and paths that climb out of the folder', async () => {
    const png = await image(10, 'png');
    expect((await upload('a.png', png, 'image/png', { token: 'bad' })).status).toBe(401);
    expect((await upload('a.png', png, 'image/png', { pathType: '..' })).status).toBe(400);
    await expect(stat(path.join(filesDir, 'images', 'a.png'))).rejects.toThrow();
  });
});
