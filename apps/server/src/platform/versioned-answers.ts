import type { CachedAnswer } from './http-cache';

interface Entry {
  version: string;
  answer: CachedAnswer;
}

/**
 * Serialized answers kept with the version of the rows they were written from: a fingerprint the
 * database computes (of the rows' ids and xmin, which every write of a row changes, whichever
 * process or job made it). A request asks for the current version, a fraction of the cost of
 * writing the answer again, and reuses the kept answer only when it matches. The version must be
 * read in the statement that wrote the answer, so an answer is never kept under a newer version.
 */
export class VersionedAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The answer kept under `key` if it was written from rows of this `version`. */
  get(key: string, version: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry?.version !== version) return undefined;
    // The most recently used goes last, so the least recently used leaves first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, version: string, answer: CachedAnswer): void {
    this.remove(key);
    if (answer.bytes.length > this.limits.maxBytes) return;
    this.entries.set(key, { version, answer });
    this.bytes += answer.bytes.length;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  /** The uncompressed bytes of the answers kept. */
  get storedBytes(): number {
    return this.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.answer.bytes.length;
  }
}
