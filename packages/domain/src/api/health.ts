import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { HEALTH_PATHS } from './health.paths';

const readinessSchema = z.object({
  data: z.object({
    status: z.enum(['ready', 'not-ready']),
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'behind', 'unknown']),
    process: z.enum(['ok', 'stopping']),
  }),
});

export const healthEndpoints = defineEndpoints('Health', HEALTH_PATHS, {
  health: {
    summary: 'The database answers (the first check, kept for the tools that use it).',
    access: 'public',
    responses: { 200: z.object({ data: z.object({ status: z.literal('ok'), database: z.literal('ok') }) }) },
    errors: [503],
  },
  liveness: {
    summary: 'The process serves HTTP: restart it when this fails.',
    access: 'public',
    responses: { 200: z.object({ data: z.object({ status: z.literal('ok') }) }) },
  },
  readiness: {
    summary:
      'This instance should get traffic: its database answers, holds every migration of this build, and it is not stopping.',
    access: 'public',
    responses: { 200: readinessSchema, 503: readinessSchema },
  },
});
