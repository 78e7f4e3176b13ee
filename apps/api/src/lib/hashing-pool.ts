import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from './app-error.js';

/**
 * Password hashing in worker threads that run at a lower scheduling priority than the event
 * loop. A hash keeps a core busy for tens of milliseconds; on a machine where the server has a
 * single core, a hashing thread at the same priority would take half of it from every other
 * route for as long as sign-ins keep coming. At a lower priority (nice 5 on Linux, where a
 * thread's priority is its own) hashing gets about a quarter of a busy core and all of an idle
 * one. Not lower: at nice 10 (a tenth of a busy core) the sign-ins' p99 at the day's peak on
 * PGlite was 0.22-0.52 s, against 0.12-0.15 s at nice 5, while the other routes' p99 stayed
 * under 50 ms either way (docs/performance.md).
 *
 * The queue is bounded: past `maxQueued` waiting jobs a new one is refused at once with a 503
 * and a `Retry-After` (a burst waits a second or two at most instead of piling up without
 * end), and a waiting job whose client has left (its signal aborted) is dropped unhashed.
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

const HASHING_NICE = 5;
/** Waiting jobs allowed per thread by default: about two seconds of argon2id at OWASP's cost. */
const QUEUED_PER_THREAD = 32;
/** A first guess of one job's duration, until jobs have been timed. */
const INITIAL_JOB_MS = 100;

interface Job {
  id: number;
  op: 'hash' | 'verify';
  args: unknown[];
  resolve: (value: never) => void;
  reject: (err: Error) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
  startedAt?: number;
}

export interface HashingPoolOptions {
  /** Jobs that may wait for a thread; past this a job is refused with 503. */
  maxQueued?: number;
}

export class HashingPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly running = new Map<Worker, Job>();
  private readonly argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
  private readonly maxQueued: number;
  private nextId = 0;
  private averageJobMs = INITIAL_JOB_MS;

  constructor(
    private readonly size = Math.max(1, Math.floor(availableParallelism() / 2)),
    options: HashingPoolOptions = {},
  ) {
    this.maxQueued = options.maxQueued ?? size * QUEUED_PER_THREAD;
    for (let i = 0; i < size; i++) this.spawn();
  }

  /** Jobs waiting for a thread. */
  get waiting(): number {
    return this.queue.length;
  }

  private spawn() {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { argon2Path: this.argon2Path, nice: HASHING_NICE },
    });
    // An idle hashing thread must not keep a finished process (a CLI, a test) alive; a busy one does.
    worker.unref();
    worker.on('message', (msg: { id: number; value?: unknown; error?: string }) => this.settle(worker, msg));
    worker.on('error', (err) => this.fail(worker, err));
    this.idle.push(worker);
  }

  /** Runs `op` on a thread; `signal` aborting before the job's turn drops it unhashed. */
  run<T>(op: Job['op'], args: unknown[], signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(toError(signal.reason));
    if (this.idle.length === 0 && this.queue.length >= this.maxQueued) return Promise.reject(this.busy());
    return new Promise<T>((resolve, reject) => {
      const job: Job = { id: this.nextId++, op, args, resolve: resolve as (value: never) => void, reject, signal };
      if (signal) {
        job.onAbort = () => this.drop(job);
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** 503 with the time the queue ahead needs to drain, at least a second. */
  private busy(): AppError {
    const aheadMs = ((this.queue.length + this.running.size) * this.averageJobMs) / this.size;
    const seconds = Math.max(1, Math.ceil(aheadMs / 1000));
    return new AppError('SERVICE_UNAVAILABLE', 'The server is busy. Please try again in a moment.', undefined, {
      'retry-after': String(seconds),
    });
  }

  private drop(job: Job) {
    const at = this.queue.indexOf(job);
    if (at < 0) return; // already running: its result simply goes unused
    this.queue.splice(at, 1);
    job.reject(toError(job.signal?.reason));
  }

  private dispatch() {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.pop()!;
      const job = this.queue.shift()!;
      if (job.onAbort) job.signal!.removeEventListener('abort', job.onAbort);
      job.startedAt = performance.now();
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
      this.averageJobMs = 0.8 * this.averageJobMs + 0.2 * (performance.now() - job.startedAt!);
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

const toError = (reason: unknown): Error => (reason instanceof Error ? reason : new Error('The client left'));
