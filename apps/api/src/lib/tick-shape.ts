import { executionAsyncResource } from 'node:async_hooks';

/** Tick objects held for the life of the process (see keepTickObjectShape). */
const kept: object[] = [];
let keeping: Promise<void> | undefined;

/**
 * Keeps one of Node's tick objects, what every `process.nextTick` queues, alive for the life
 * of the process, so that V8 keeps the hidden classes they are built with.
 *
 * Why (docs/decisions/010-keep-a-tick-object.md): a tick object lives for microseconds, so
 * often none is alive when a full garbage collection runs, and V8 then frees the chain of
 * hidden classes they share. The next tick object is built on new ones, and the spot in
 * `nextTick` that builds them has seen one more class. After four it gives up on them
 * ("megamorphic") and every tick, about eight per request, goes through a slow runtime call
 * for as long as the process runs: about a third more CPU for a small request. Start-up in
 * PostgreSQL mode collects often enough to get there in most processes. A tick object that
 * stays alive keeps its classes alive, so later ones are built on the same, and the spot
 * stays fast.
 *
 * Resolves once the objects are held. Idempotent.
 */
export function keepTickObjectShape(): Promise<void> {
  return (keeping ??= new Promise((resolve) => {
    // With and without arguments: both kinds of tick object nextTick builds.
    process.nextTick(() => kept.push(executionAsyncResource()));
    process.nextTick(
      (done: () => void) => {
        kept.push(executionAsyncResource());
        done();
      },
      resolve,
    );
  }));
}

/** The tick objects being kept (for tests). */
export function keptTickObjects(): readonly object[] {
  return kept;
}
