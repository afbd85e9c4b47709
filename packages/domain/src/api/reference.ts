import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { REFERENCE_PATHS } from './reference.paths';

export const referenceEndpoints = defineEndpoints('Reference', REFERENCE_PATHS, {
  openApiDocument: {
    summary: 'This API as an OpenAPI 3.1 document.',
    access: 'public',
    responses: {
      200: z.looseObject({
        openapi: z.string(),
        info: z.looseObject({}),
        paths: z.record(z.string(), z.unknown()),
      }),
    },
  },
  apiReference: {
    summary: 'This API as a page to read (HTML, no scripts).',
    access: 'public',
    answerMediaType: 'text/html',
    responses: {},
  },
});
