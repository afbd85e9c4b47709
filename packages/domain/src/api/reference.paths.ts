/** The API's own description; its shapes: reference.ts. */
export const REFERENCE_PATHS = {
  openApiDocument: 'GET /api/openapi.json',
  apiReference: 'GET /api/docs',
} as const;
