/**
 * Writes that arrive together go to the database together (docs/decisions/056): what arrives while
 * earlier writes are in flight waits and goes in the next batch, one statement or transaction for
 * all of it. A burst then costs the database a few round trips and commits instead of one or more
 * per request; a write that finds nothing in flight goes at once, so a quiet shop waits for nothing.
 */

interface Waiting<Input, Output> {
  input: Input;
  settle: (output: Output) => void;
  fail: (error: unknown) => void;
}

export interface BatchOptions {
  /** Inputs written by one batch at most: its statement stays small. */
  most?: number;
  /**
   * Batches in flight at once (1 by default: one is written while the next gathers). More in flight
   * makes smaller batches, and in a burst every batch's round trips and commit cost more than its
   * rows: with 2 the order bench spent a fifth more of PostgreSQL's CPU per order (decision 058).
   */
  atOnce?: number;
}

export class Batches<Input, Output> {
  private readonly waiting: Waiting<Input, Output>[] = [];
  private writing = 0;
  private readonly most: number;
  private readonly atOnce: number;

  /** `write` answers one output per input, in their order. */
  constructor(
    private readonly write: (batch: Input[]) => Promise<Output[]>,
    options: BatchOptions = {},
  ) {
    this.most = options.most ?? 100;
    this.atOnce = options.atOnce ?? 1;
  }

  run(input: Input): Promise<Output> {
    return new Promise((settle, fail) => {
      this.waiting.push({ input, settle, fail });
      this.writeNext();
    });
  }

  private writeNext(): void {
    while (this.writing < this.atOnce && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.most);
      this.writing += 1;
      void this.writeBatch(batch).finally(() => {
        this.writing -= 1;
        this.writeNext();
      });
    }
  }

  /**
   * When a batch fails (one input breaks a constraint, a deadlock with other work), each of its
   * inputs is written again alone: one input's fault is its own answer and nobody else's.
   */
  private async writeBatch(batch: Waiting<Input, Output>[]): Promise<void> {
    try {
      const outputs = await this.write(batch.map((entry) => entry.input));
      batch.forEach((entry, index) => entry.settle(outputs[index]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.fail(error);
        return;
      }
      for (const entry of batch) await this.writeBatch([entry]);
    }
  }
}

/** One `Batches` per key (a database handle), made when first asked for. */
export function batchesPer<Key extends object, Input, Output>(
  make: (key: Key) => Batches<Input, Output>,
): (key: Key) => Batches<Input, Output> {
  const made = new WeakMap<Key, Batches<Input, Output>>();
  return (key) => {
    let batches = made.get(key);
    if (!batches) {
      batches = make(key);
      made.set(key, batches);
    }
    return batches;
  };
}
