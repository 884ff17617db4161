// Uploaded part photos (WebP renditions under PHOTO_DIR): immutable files
// with random names, so browsers and proxies may keep them for a year.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const FILE_NAME = /^[0-9a-f]{32}-(160|480|960)\.webp$/;

export function registerPartPhotos(app: FastifyInstance, photoDir: string): void {
  app.get<{ Params: { file: string } }>('/media/parts/:file', async (request, reply) => {
    const { file } = request.params;
    if (!FILE_NAME.test(file)) return reply.status(404).send({ message: 'Изображение недоступно' });
    try {
      const bytes = await readFile(path.join(photoDir, file));
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    } catch {
      return reply.status(404).send({ message: 'Изображение недоступно' });
    }
  });
}
