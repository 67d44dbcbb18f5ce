// Data loaded from the CMS once and kept in memory (the store locator's stores and CAPs): requests
// read the copy in memory; a webhook or the safety-net age marks it stale and one reload replaces it.

export type Snapshot<T> = {
  data: T;
  /** True when a reload should start (invalidated or too old, and no reload running or failing). */
  stale: boolean;
};

type Options = {
  /** Age after which the copy is reloaded even without a webhook (a missed webhook heals). */
  maxAgeMs: number;
  /** Wait after a failed reload before the next one (the stale copy is served meanwhile). */
  retryMs?: number;
  now?: () => number;
};

export class LoadedData<T> {
  private value: { data: T; loadedAt: number; generation: number } | null = null;
  private generation = 0;
  private pending: { generation: number; promise: Promise<T> } | null = null;
  private retryAt = 0;
  private readonly maxAgeMs: number;
  private readonly retryMs: number;
  private readonly now: () => number;

  constructor(
    private readonly load: () => Promise<T>,
    { maxAgeMs, retryMs = 30_000, now = Date.now }: Options,
  ) {
    this.maxAgeMs = maxAgeMs;
    this.retryMs = retryMs;
    this.now = now;
  }

  /** The copy in memory; only the very first call (or one after a failed first load) waits for a load. */
  async get(): Promise<Snapshot<T>> {
    if (!this.value) return { data: await this.reload(), stale: false };
    const outdated = this.value.generation !== this.generation || this.now() - this.value.loadedAt > this.maxAgeMs;
    return { data: this.value.data, stale: outdated && this.pending === null && this.now() >= this.retryAt };
  }

  /** Whether a copy is in memory (a server that never needed the data does not load it). */
  get loaded(): boolean {
    return this.value !== null;
  }

  /** The CMS content changed: the copy is stale from now on. */
  invalidate(): void {
    this.generation += 1;
  }

  /** Loads a fresh copy; callers asking while a load of the current generation runs share it. */
  reload(): Promise<T> {
    const generation = this.generation;
    if (this.pending?.generation === generation) return this.pending.promise;
    const promise: Promise<T> = this.load()
      .then(
        (data) => {
          // A load started after a later invalidation may have finished first: keep the newer copy.
          if (!this.value || this.value.generation <= generation) this.value = { data, loadedAt: this.now(), generation };
          this.retryAt = 0;
          return data;
        },
        (error: unknown) => {
          this.retryAt = this.now() + this.retryMs;
          throw error;
        },
      )
      .finally(() => {
        if (this.pending?.promise === promise) this.pending = null;
      });
    this.pending = { generation, promise };
    return promise;
  }
}
