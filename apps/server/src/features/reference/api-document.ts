import swagger from '@fastify/swagger';
import { contract } from '@premium-shop/domain/api/contract';
import { errorAnswerSchema, type Endpoint } from '@premium-shop/domain/api/endpoint';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What each error status means, as the reference says it. */
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: the message (Indonesian) and, per field, `errors`.',
  401: 'Not signed in, or the token expired.',
  403: 'Signed in, but not allowed (an admin call, a blocked account).',
  404: 'Not found, or not yours.',
  409: 'In conflict with the current state (sold out, already paid, ...).',
  413: 'The upload is too large.',
  429: 'Too many requests: wait (Retry-After) and try again.',
  500: 'An error of the shop.',
  502: 'The payment gateway did not answer.',
  503: 'The database or file storage is unavailable: try again (Retry-After).',
};
const ALWAYS = [400, 429, 500, 503];
const SIGNED_IN = [401, 403];

const errorJsonSchema = z.toJSONSchema(errorAnswerSchema, { target: 'draft-2020-12' });
const endpoints = new Map<string, Endpoint>(
  Object.values(contract).map((endpoint) => [endpoint.name, endpoint]),
);

/** The error answers of a declared call: the ones every call may give, and its own. */
function errorResponses(endpoint: Endpoint): Record<number, object> {
  const statuses = new Set([
    ...ALWAYS,
    ...(endpoint.access === 'public' ? [] : SIGNED_IN),
    ...(endpoint.errors ?? []),
  ]);
  return Object.fromEntries(
    [...statuses]
      .filter((status) => !(status in endpoint.responses))
      .sort((a, b) => a - b)
      .map((status) => [status, { ...errorJsonSchema, description: ERROR_DESCRIPTIONS[status] ?? 'Error' }]),
  );
}

/** The form of an upload call as the reference shows it: its text fields and its file. */
function multipartBody(form: NonNullable<Endpoint['multipart']>) {
  return {
    type: 'object',
    properties: {
      ...Object.fromEntries(form.fields.map((field) => [field, { type: 'string' }])),
      [form.file]: {
        type: 'string',
        format: 'binary',
        description:
          'An image (JPEG, PNG, WebP or GIF), at most 10 MB, 16,384 pixels a side and 40 megapixels by its header.',
      },
    },
    required: form.isFileRequired ? [form.file] : [],
  };
}

/**
 * Registers the OpenAPI 3.1 description of every route under /api (from the routes' zod schemas,
 * which come from the contract in packages/domain/src/api), with each call's error answers. Must be
 * registered before the routes. Files, the web app and /metrics are not part of the API.
 */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Premium Shop API',
        version: '1',
        description:
          'Calls answer JSON (a private file, the admin CSV exports and this reference aside). Success: `{ data, message?, pagination? }`; failure: `{ message, code, errors? }` with the message in Indonesian. Signed-in calls take `Authorization: Bearer <token>` from /api/auth/login.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (document) => {
      if (!document.url.startsWith('/api')) return { schema: { hide: true }, url: document.url };
      const transformed = jsonSchemaTransform(document);
      const endpoint = endpoints.get(String(document.schema?.operationId));
      if (!endpoint) return transformed;
      const schema = transformed.schema as {
        response?: Record<number, unknown>;
        body?: unknown;
        consumes?: string[];
      };
      schema.response = { ...schema.response, ...errorResponses(endpoint) };
      if (endpoint.answerMediaType) {
        // A file or a page: its bytes, not JSON.
        const answer = {
          description: 'Successful answer',
          content: { [endpoint.answerMediaType]: { schema: { type: 'string', format: 'binary' } } },
        };
        schema.response[200] = answer;
      }
      if (endpoint.multipart) {
        schema.consumes = ['multipart/form-data'];
        schema.body = multipartBody(endpoint.multipart);
      }
      return transformed;
    },
    transformObject: jsonSchemaTransformObject,
  });
}
