import { AREAS } from '@premium-shop/domain/api/contract';
import { referenceEndpoints as api } from '@premium-shop/domain/api/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { declared } from '../../platform/declared-route';
import { renderReferencePage } from './reference-page';

/** The API's description: the OpenAPI document, and the same as a page to read. */
export const referenceRoutes: FastifyPluginAsyncZod = (app) => {
  let page: string | undefined;
  const document = () => app.swagger() as OpenAPIV3_1.Document;

  app.route({
    ...declared(app, api.openApiDocument),
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return document() as never;
    },
  });

  app.route({
    ...declared(app, api.apiReference),
    handler: async (_request, reply) => {
      page ??= renderReferencePage(
        document(),
        AREAS.map((area) => Object.values<{ area: string }>(area)[0]?.area ?? ''),
      );
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    },
  });
  return Promise.resolve();
};
