// Uploaded part photos (WebP renditions in the shop's file store): their
// names are hashes of their content, so browsers and proxies may keep them
// for a year. Every instance serves every photo, whichever took the upload.
import type { FastifyInstance } from 'fastify';
import { photoFileKey } from '@shop/api';
import { t } from '@shop/i18n';
import { FileStoreUnavailable, type FileStore } from '@shop/storage';

const FILE_NAME = /^([0-9a-f]{32})-(160|480|960)\.webp$/;

export function registerPartPhotos(app: FastifyInstance, files: FileStore): void {
  app.get<{ Params: { file: string } }>('/media/parts/:file', async (request, reply) => {
    const name = FILE_NAME.exec(request.params.file);
    const notFound = () => reply.status(404).send({ message: t('catalog:images.unavailable') });
    if (!name) return notFound();
    let file;
    try {
      file = await files.open(photoFileKey(name[1]!, Number(name[2])));
    } catch (error) {
      if (!(error instanceof FileStoreUnavailable)) throw error;
      request.log.warn({ err: error }, 'photo store unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: t('errors:fileStoreUnavailable') });
    }
    if (!file) return notFound();
    return reply
      .type('image/webp')
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.body);
  });
}
