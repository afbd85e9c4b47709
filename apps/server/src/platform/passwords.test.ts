import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import {
  BoundedQueue,
  hashPassword,
  PASSWORD_WORK_BUSY_MESSAGE,
  PASSWORD_WORK_LIMITS,
  verifyPassword,
} from './passwords';

/** A task the test finishes by hand, recording when it started. */
function heldTask(started: number[], id: number) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish: () => finish(),
    task: async () => {
      started.push(id);
      await done;
      return id;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function expectBusy(error: unknown) {
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    code: 'SERVICE_UNAVAILABLE',
    status: 503,
    message: PASSWORD_WORK_BUSY_MESSAGE,
  });
}

describe('BoundedQueue', () => {
  it('never runs more tasks at once than its concurrency', async () => {
    const queue = new BoundedQueue({ concurrency: 2, maxWaiting: 20, maxWaitMs: 10_000 });
    let running = 0;
    let highest = 0;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, id) =>
        queue.run(async () => {
          running += 1;
          highest = Math.max(highest, running);
          await new Promise((resolve) => setTimeout(resolve, 2));
          running -= 1;
          return id;
        }),
      ),
    );
    expect(highest).toBe(2);
    expect(results).toEqual(Array.from({ length: 12 }, (_, id) => id));
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
  });

  it('runs waiting tasks in the order they arrived', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 10_000 });
    const started: number[] = [];
    const tasks = Array.from({ length: 5 }, (_, id) => heldTask(started, id));
    const runs = tasks.map(({ task }) => queue.run(task));
    await settle();
    expect(started).toEqual([0]);
    for (const [index, { finish }] of tasks.entries()) {
      finish();
      await settle();
      expect(started).toEqual(tasks.slice(0, Math.min(index + 2, tasks.length)).map((_, id) => id));
    }
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses a task past the waiting room at once with 503, while the running ones are still running', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: 10_000 });
    const started: number[] = [];
    const tasks = Array.from({ length: 3 }, (_, id) => heldTask(started, id));
    const runs = tasks.map(({ task }) => queue.run(task));
    let overflowRan = false;
    const overflow = queue.run(() => {
      overflowRan = true;
      return Promise.resolve();
    });
    // Refused before any held task finished: the refusal waits for nothing.
    await expect(overflow).rejects.toSatisfy((error) => {
      expectBusy(error);
      return true;
    });
    expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 1, waiting: 2 });
    for (const { finish } of tasks) finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(overflowRan).toBe(false);
  });

  it('refuses a task whose turn has not come within maxWaitMs, and never runs it', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 5, maxWaitMs: 30 });
    const started: number[] = [];
    const first = heldTask(started, 0);
    const running = queue.run(first.task);
    const late = queue.run(heldTask(started, 1).task);
    await expect(late).rejects.toBeInstanceOf(AppError);
    expect(queue.waiting).toBe(0);
    first.finish();
    await running;
    // The slot is free again: the next task runs at once.
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
    expect(started).toEqual([0]);
  });

  it('frees the slot of a task that failed', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 10_000 });
    const failing = queue.run(() => Promise.reject(new Error('gagal')));
    const after = queue.run(() => Promise.resolve('berikutnya'));
    await expect(failing).rejects.toThrow('gagal');
    expect(await after).toBe('berikutnya');
    expect(queue.running).toBe(0);
  });
});

describe('password hashing', () => {
  it('runs at most two hashes at once on any machine, and at least one', () => {
    expect(PASSWORD_WORK_LIMITS.concurrency).toBeGreaterThanOrEqual(1);
    expect(PASSWORD_WORK_LIMITS.concurrency).toBeLessThanOrEqual(2);
    expect(PASSWORD_WORK_LIMITS.maxWaiting).toBe(32);
  });

  it('verifies the password it hashed, and answers false for another password or a malformed hash', async () => {
    const stored = await hashPassword('rahasia-123');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'rahasia-123')).toBe(true);
    expect(await verifyPassword(stored, 'rahasia-124')).toBe(false);
    expect(await verifyPassword('bukan-hash', 'rahasia-123')).toBe(false);
  });

  it('refuses at once, with 503, the hashes beyond the running and the waiting ones', async () => {
    const { concurrency, maxWaiting } = PASSWORD_WORK_LIMITS;
    const hashes = Array.from({ length: concurrency + maxWaiting + 8 }, () => hashPassword('rahasia-123'));
    let isFirstDone = false;
    void hashes[0]!.then(() => {
      isFirstDone = true;
    });
    const overflow = await Promise.allSettled(hashes.slice(concurrency + maxWaiting));
    expect(isFirstDone).toBe(false);
    for (const answer of overflow) {
      expect(answer.status).toBe('rejected');
      expectBusy((answer as PromiseRejectedResult).reason);
    }
    const admitted = await Promise.allSettled(hashes.slice(0, concurrency));
    expect(admitted.map((answer) => answer.status)).toEqual(Array(concurrency).fill('fulfilled'));
    await Promise.allSettled(hashes);
  });
});
