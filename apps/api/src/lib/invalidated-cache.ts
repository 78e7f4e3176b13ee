/**
 * Values read from the database, kept in memory until the database says they changed.
 *
 * Three rules keep it exact:
 * - it answers only while every change is heard (`setEnabled`, driven by the notification
 *   listener); otherwise every read goes to the database;
 * - a read that was in flight when anything was dropped is not kept, since it may have seen
 *   the row just before the change (`ticket` before reading, handed to `set` after);
 * - it holds at most `maxEntries`, dropping the oldest (a Map keeps insertion order).
 */
export class InvalidatedCache<V> {
  private readonly entries = new Map<string, V>();
  private generation = 0;
  private enabled: boolean;

  constructor(
    private readonly maxEntries: number,
    options: { enabled?: boolean } = {},
  ) {
    this.enabled = options.enabled ?? true;
  }

  get(key: string): V | undefined {
    return this.enabled ? this.entries.get(key) : undefined;
  }

  ticket(): number {
    return this.generation;
  }

  set(ticket: number, key: string, value: V): void {
    if (!this.enabled || ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  /**
   * The cached promise for `key`, or a new `load()`: concurrent callers share one load, and a
   * failed load is not remembered, so the next call tries again.
   */
  loadThrough<T>(this: InvalidatedCache<Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.get(key);
    if (cached) return cached;
    const ticket = this.ticket();
    const loading = load();
    this.set(ticket, key, loading);
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.delete(key);
    });
    return loading;
  }

  delete(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  deleteWhere(matches: (key: string, value: V) => boolean): void {
    this.generation++;
    for (const [key, value] of this.entries) if (matches(key, value)) this.entries.delete(key);
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.generation++;
    this.entries.clear();
  }
}
