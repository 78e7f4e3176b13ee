/** What a submission needs to know of a step. */
export interface StepSummary {
  id: string;
  title: string;
  types: string[];
}

/**
 * The guided session as the patient API answers it, serialised once and kept until the steps
 * change. Every patient loads the same steps on every session, and they change only when an
 * admin edits them, so serving the stored answer spares two queries and the serialisation.
 *
 * A generation counter makes invalidation safe against loads in flight: a load that started
 * before a change is never kept after it.
 */
export class StepsCache {
  private generation = 0;
  private cached: { generation: number; json: Promise<string> } | undefined;
  private enabled: boolean;

  constructor(
    private readonly load: () => Promise<string>,
    options: { enabled?: boolean } = {},
  ) {
    this.enabled = options.enabled ?? true;
  }

  /** The answer's JSON, from memory when nothing has changed since it was loaded. */
  json(): Promise<string> {
    if (!this.enabled) return this.load();
    if (this.cached?.generation === this.generation) return this.cached.json;
    const entry = { generation: this.generation, json: this.load() };
    this.cached = entry;
    // A failed load is not remembered: the next request tries the database again.
    entry.json.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return entry.json;
  }

  /** Forget the stored answer: the steps changed (here or on another instance). */
  invalidate(): void {
    this.generation++;
    this.cached = undefined;
  }

  /**
   * Caching is only safe while this instance hears of every change. With PostgreSQL that means
   * while its LISTEN connection is up; without it, every request reads the database.
   */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.invalidate();
  }
}
