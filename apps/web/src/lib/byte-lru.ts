// A least-recently-used map bounded by the bytes of its values (as measured by `size`), not by
// their number: a few large answers and many small ones weigh what they really cost. Reading an
// entry makes it the most recent; adding past the budget drops the least recent ones first. A
// value larger than the whole budget is not kept.
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private used = 0;

  constructor(
    private readonly budgetBytes: number,
    private readonly size: (value: V) => number,
  ) {}

  get bytes(): number {
    return this.used;
  }

  get count(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.size(value);
    if (bytes > this.budgetBytes) return;
    this.entries.set(key, { value, bytes });
    this.used += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.used -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }
}

/** The bytes a JSON value takes as text (UTF-16 code units × 2, close to what V8 holds). */
export const jsonBytes = (value: unknown): number => (JSON.stringify(value)?.length ?? 0) * 2;
