import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  /** Runs the job now (unless it is running), e.g. right after new work was queued. */
  nudge(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs`, never twice at once in this process. Several processes may run
 * the same job: the work itself claims rows with FOR UPDATE SKIP LOCKED (DESIGN.md §10).
 */
export function startJob(
  name: string,
  intervalMs: number,
  work: () => Promise<void>,
  logger: FastifyBaseLogger,
): Job {
  let running: Promise<void> | null = null;
  let isStopped = false;
  const run = () => {
    if (running || isStopped) return;
    running = work()
      .catch((error: unknown) => logger.error({ err: error }, `job ${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    nudge: run,
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
