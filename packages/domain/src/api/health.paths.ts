/** The probes for whoever runs the shop (README 'Running the shop'); their shapes: health.ts. */
export const HEALTH_PATHS = {
  health: 'GET /api/health',
  liveness: 'GET /api/health/live',
  readiness: 'GET /api/health/ready',
} as const;
