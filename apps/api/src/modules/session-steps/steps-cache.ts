import { InvalidatedCache } from '../../lib/invalidated-cache.js';

/** What a submission needs to know of a step. */
export interface StepSummary {
  id: string;
  title: string;
  types: string[];
  /** The range a numeric answer must fall in; null for a step without a slider. */
  slider: { min: number; max: number } | null;
}

/**
 * The guided session as the patient API answers it, serialised once and kept until the steps
 * change. Every patient loads the same steps on every session, and they change only when an
 * admin edits them, so serving the stored answer spares two queries and the serialisation.
 * A load that started before a change is never kept after it (see InvalidatedCache).
 */
export class StepsCache {
  private readonly cache: InvalidatedCache<Promise<string>>;

  constructor(
    private readonly load: () => Promise<string>,
    options: { enabled?: boolean } = {},
  ) {
    this.cache = new InvalidatedCache(1, options);
  }

  /** The answer's JSON, from memory when nothing has changed since it was loaded. */
  json(): Promise<string> {
    return this.cache.loadThrough('steps', this.load);
  }

  /** Forget the stored answer: the steps changed (here or on another instance). */
  invalidate(): void {
    this.cache.delete('steps');
  }

  /**
   * Caching is only safe while this instance hears of every change. With PostgreSQL that means
   * while its LISTEN connection is up; without it, every request reads the database.
   */
  setEnabled(enabled: boolean): void {
    this.cache.setEnabled(enabled);
  }
}
