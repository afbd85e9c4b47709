import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard';
import { privateUploadsDir } from '../../platform/uploads';
import * as files from './files.service';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): files.FilesContext => ({ db: app.db, dir: privateUploadsDir(app.settings.DATA_DIR) });

  app.get(
    '/files/:name',
    {
      onRequest: app.authenticate,
      // Any text is accepted here: the service answers 404, never 400, for a name it did not make.
      schema: { params: z.object({ name: z.string() }) },
    },
    async (request, reply) => {
      const file = await files.openFile(ctx(), currentUser(request), request.params.name);
      return reply
        .type(file.mime)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=300')
        .send(file.stream);
    },
  );
};
