/**
 * Runs calls that arrive together as one: each call's item waits for the next turn of the event
 * loop, and every item waiting then goes to `run` in one batch (at most `maxBatch`, at most
 * `concurrency` batches at once). Under load, a query's or a commit's fixed cost (a round trip,
 * a WAL flush, statement-level triggers, the shared statistics rows a submission updates) is
 * paid once per batch instead of once per item, and items do not contend with one another.
 *
 * Waiting for the next turn is what makes batches on PGlite, whose statements run on this
 * thread: without it, a request would reach the database and finish before the next request's
 * bytes were even read, and every batch would hold one item.
 *
 * `run` must return one result per item, in order, and be all-or-nothing. When a batch fails,
 * its items are run again one at a time, so each caller gets its own result or its own error
 * and one bad item cannot fail the others.
 */
export class Batched<T, R> {
  private readonly waiting: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly run: (items: T[]) => Promise<R[]>,
    private readonly options: { maxBatch: number; concurrency: number },
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || !this.waiting.length || this.inFlight >= this.options.concurrency) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.start();
    });
  }

  private start() {
    while (this.inFlight < this.options.concurrency && this.waiting.length) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.inFlight++;
      void this.settle(batch).finally(() => {
        this.inFlight--;
        this.schedule();
      });
    }
  }

  private async settle(batch: typeof this.waiting) {
    try {
      const results = await this.run(batch.map((b) => b.item));
      batch.forEach((b, i) => b.resolve(results[i]!));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      for (const b of batch) {
        try {
          const [result] = await this.run([b.item]);
          b.resolve(result!);
        } catch (own) {
          b.reject(own);
        }
      }
    }
  }
}
