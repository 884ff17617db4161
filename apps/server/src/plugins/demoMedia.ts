import type { FastifyInstance } from 'fastify';
import { renderDemoPartImage } from '@shop/db';

/** Demo part pictures are drawn on request from the article: no files, no external hosts. */
export function registerDemoMedia(app: FastifyInstance): void {
  app.get<{ Params: { categoryId: string; partNumber: string; n: string } }>(
    '/media/demo/:categoryId/:partNumber/:n',
    async (request, reply) => {
      const { categoryId, partNumber } = request.params;
      const n = Number.parseInt(request.params.n, 10);
      if (!Number.isInteger(n) || n < 1 || n > 4 || partNumber.length > 64 || categoryId.length > 32) {
        return reply.status(404).send({ message: 'Изображение недоступно' });
      }
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(renderDemoPartImage({ categoryId, partNumber, n }));
    },
  );
}
