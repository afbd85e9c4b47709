import path from 'node:path';
import { fileEndpoints as api } from '@premium-shop/domain/api/files';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth-guard';
import { declared } from '../../platform/declared-route';
import { privateUploadsDir } from '../../platform/uploads';
import * as files from './files.service';

/** A private upload, read by its owner or an admin, as declared in packages/domain/src/api/files.ts. */
export const fileRoutes: FastifyPluginAsyncZod = (app) => {
  const ctx = (): files.FilesContext => ({
    db: app.db,
    dir: privateUploadsDir(app.settings.DATA_DIR),
    files: app.files,
  });

  app.route({
    ...declared(app, api.getFile),
    handler: async (request, reply) => {
      const file = await files.openFile(ctx(), currentUser(request), request.params.name);
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=300')
        .send(file.stream);
    },
  });
  return Promise.resolve();
};

const PUBLIC_IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/**
 * GET /uploads/* with STORAGE=s3: the public catalogue images (products, categories, banners) from
 * the bucket, or from `root` for files written there before (the demo's). Anyone may read them and
 * caches may keep them a day, as with the local folder. Private uploads are not under `root`.
 */
export function publicUploadRoutes(root: string): FastifyPluginAsync {
  return (app) => {
    app.get('/uploads/*', async (request, reply) => {
      const relative = (request.params as { '*': string })['*'];
      const type = PUBLIC_IMAGE_TYPES[path.extname(relative).slice(1).toLowerCase()];
      const isPlain = relative
        .split('/')
        .every((part) => /^[A-Za-z0-9._-]+$/.test(part) && !/^\.+$/.test(part));
      const file = type && isPlain ? await app.files.open(path.join(root, ...relative.split('/'))) : null;
      if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .type(type!)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(file.stream);
    });
    return Promise.resolve();
  };
}
