import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart bodies for the upload calls. Each call reads its files with `request.file()` or
 * `request.parts()` and passes its own limits; these defaults only hold when it passes none.
 */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: 1024 * 1024, files: 1, fields: 20, fieldSize: 10_000 },
  });
}
