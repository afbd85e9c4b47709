import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from './errors';

// Argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_WORK_BUSY_MESSAGE = 'Server sedang sibuk, silakan coba lagi sebentar lagi.';

export interface BoundedQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a turn; one more is refused at once. */
  maxWaiting: number;
  /** A task still waiting after this long is refused instead of started. */
  maxWaitMs: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs at most `concurrency` tasks at once, the waiting ones in arrival order, and refuses (503,
 * Retry-After) rather than queue without end: past `maxWaiting` at once, past `maxWaitMs` when its
 * turn has not come by then.
 */
export class BoundedQueue {
  #running = 0;
  readonly #waiting: Waiter[] = [];

  constructor(readonly options: BoundedQueueOptions) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.options.concurrency && this.#waiting.length === 0) return this.#start(task);
    if (this.#waiting.length >= this.options.maxWaiting) return Promise.reject(busy());
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          this.#start(task).then(resolve, reject);
        },
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          reject(busy());
        }, this.options.maxWaitMs),
      };
      waiter.timer.unref();
      this.#waiting.push(waiter);
    });
  }

  async #start<T>(task: () => Promise<T>): Promise<T> {
    this.#running += 1;
    try {
      return await task();
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.start();
    }
  }
}

function busy(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', PASSWORD_WORK_BUSY_MESSAGE);
}

/**
 * @node-rs/argon2 computes on libuv's thread pool (napi async work: 4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), the pool that also runs file reads, DNS look-ups and zlib.
 * Half the cores, at most 2, keeps at least half of the default pool free for them however many
 * sign-ins arrive at once; a flood of them waits here, or is refused, instead of in that pool.
 */
export const PASSWORD_WORK_LIMITS: BoundedQueueOptions = {
  concurrency: Math.min(2, Math.max(1, Math.floor(os.availableParallelism() / 2))),
  maxWaiting: 32,
  maxWaitMs: 3_000,
};

const passwordWork = new BoundedQueue(PASSWORD_WORK_LIMITS);

/** Throws AppError SERVICE_UNAVAILABLE (503) when too many hashes are already running and waiting. */
export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password, OPTIONS));
}

/**
 * Whether `password` matches; a malformed hash is false. Throws AppError SERVICE_UNAVAILABLE (503)
 * when too many hashes are already running and waiting.
 */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}
