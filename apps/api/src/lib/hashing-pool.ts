import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Password hashing in worker threads that run at a lower scheduling priority than the event
 * loop. A hash keeps a core busy for tens of milliseconds; on a machine where the server has a
 * single core, a hashing thread at the same priority would take half of it from every other
 * route for as long as sign-ins keep coming. At a lower priority (nice 10 on Linux, where a
 * thread's priority is its own) hashing uses whatever the event loop leaves idle, and yields
 * when requests arrive: sign-ins wait, other routes keep their latency.
 *
 * The worker's code is inline (it runs from the sources in tests and from the bundle in
 * production alike) and loads argon2 from the path this module resolves.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const os = require('node:os');
try { os.setPriority(workerData.nice); } catch {}
const argon2 = require(workerData.argon2Path);
parentPort.on('message', ({ id, op, args }) => {
  try {
    const value = op === 'hash' ? argon2.hashSync(args[0], args[1]) : argon2.verifySync(args[0], args[1]);
    parentPort.postMessage({ id, value });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
`;

const HASHING_NICE = 10;

interface Job {
  id: number;
  op: 'hash' | 'verify';
  args: unknown[];
  resolve: (value: never) => void;
  reject: (err: Error) => void;
}

export class HashingPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly running = new Map<Worker, Job>();
  private readonly argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
  private nextId = 0;

  constructor(size = Math.max(1, Math.floor(availableParallelism() / 2))) {
    for (let i = 0; i < size; i++) this.spawn();
  }

  private spawn() {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2Path: this.argon2Path, nice: HASHING_NICE } });
    // An idle hashing thread must not keep a finished process (a CLI, a test) alive; a busy one does.
    worker.unref();
    worker.on('message', (msg: { id: number; value?: unknown; error?: string }) => this.settle(worker, msg));
    worker.on('error', (err) => this.fail(worker, err));
    this.idle.push(worker);
  }

  run<T>(op: Job['op'], args: unknown[]): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, op, args, resolve: resolve as (value: never) => void, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.pop()!;
      const job = this.queue.shift()!;
      this.running.set(worker, job);
      worker.ref();
      worker.postMessage({ id: job.id, op: job.op, args: job.args });
    }
  }

  private settle(worker: Worker, msg: { id: number; value?: unknown; error?: string }) {
    const job = this.running.get(worker);
    this.running.delete(worker);
    worker.unref();
    this.idle.push(worker);
    if (job?.id === msg.id) {
      if (msg.error !== undefined) job.reject(new Error(msg.error));
      else job.resolve(msg.value as never);
    }
    this.dispatch();
  }

  private fail(worker: Worker, err: Error) {
    this.running.get(worker)?.reject(err);
    this.running.delete(worker);
    const idleAt = this.idle.indexOf(worker);
    if (idleAt >= 0) this.idle.splice(idleAt, 1);
    // A crashed worker is replaced; its job failed, the queue carries on.
    this.spawn();
    this.dispatch();
  }
}
