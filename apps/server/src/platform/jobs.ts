import type { FastifyBaseLogger } from 'fastify';

export interface Job {
  /** Runs the job now (unless it is running), e.g. right after new work was queued. */
  nudge(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs`, never twice at once in this process. Several processes may run
 * the same job: the work itself claims rows with FOR UPDATE SKIP LOCKED, so no row is handled twice.
 */
export function startJob(
  name: string,
  intervalMs: number,
  work: () => Promise<void>,
  logger: FastifyBaseLogger,
  /** Told of every run's outcome and duration (the shop's metrics). */
  observe?: (name: string, isOk: boolean, seconds: number) => void,
): Job {
  let running: Promise<void> | null = null;
  let isStopped = false;
  const run = () => {
    if (running || isStopped) return;
    const startedAt = performance.now();
    running = work()
      .then(
        () => observe?.(name, true, (performance.now() - startedAt) / 1000),
        (error: unknown) => {
          logger.error({ err: error }, `job ${name} failed`);
          observe?.(name, false, (performance.now() - startedAt) / 1000);
        },
      )
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
