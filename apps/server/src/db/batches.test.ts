import { describe, expect, it } from 'vitest';
import { Batches } from './batches';

/** A writer that records each batch it is given and answers once `release` is called. */
function recordingWriter(fails: (input: number) => boolean = () => false) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const write = (batch: number[]) => {
    batches.push(batch);
    return new Promise<number[]>((resolve, reject) => {
      pending.push(() =>
        batch.some(fails)
          ? reject(new Error(`refused ${batch.join(',')}`))
          : resolve(batch.map((n) => n * 10)),
      );
    });
  };
  const releaseAll = async () => {
    while (pending.length) {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, write, releaseAll };
}

describe('Batches', () => {
  it('writes an input at once when nothing is in flight', async () => {
    const writer = recordingWriter();
    const batches = new Batches(writer.write);
    const answer = batches.run(1);
    expect(writer.batches).toEqual([[1]]);
    await writer.releaseAll();
    await expect(answer).resolves.toBe(10);
  });

  it('gathers what arrives while batches are in flight into the next one, each answered in turn', async () => {
    const writer = recordingWriter();
    const batches = new Batches(writer.write, { atOnce: 1 });
    const answers = [1, 2, 3, 4].map((n) => batches.run(n));
    expect(writer.batches).toEqual([[1]]);
    await writer.releaseAll();
    expect(writer.batches).toEqual([[1], [2, 3, 4]]);
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40]);
  });

  it('keeps at most `most` inputs in one batch and `atOnce` batches in flight', async () => {
    const writer = recordingWriter();
    const batches = new Batches(writer.write, { most: 2, atOnce: 2 });
    const answers = [1, 2, 3, 4, 5, 6, 7].map((n) => batches.run(n));
    expect(writer.batches).toEqual([[1], [2]]);
    await writer.releaseAll();
    expect(writer.batches).toEqual([[1], [2], [3, 4], [5, 6], [7]]);
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it('writes each input of a failed batch alone, so only the faulty one fails', async () => {
    const writer = recordingWriter((n) => n === 3);
    const batches = new Batches(writer.write, { atOnce: 1 });
    const answers = [1, 2, 3, 4].map((n) => batches.run(n).catch((error: Error) => error.message));
    await writer.releaseAll();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 'refused 3', 40]);
    expect(writer.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });
});
