import { machine, writeDocSection } from '../../../scripts/lib/doc-sections.mjs';
import type { DataSize } from './fixtures.js';
import { UNFINISHED, type OpenResult } from './load-plan.js';
import { memoryTable, type MemoryRow } from './memory.js';
import type { CpuShare } from './server-cpu.js';

/** p99 budget of a request class in ms; the export has none (its memory is the memory bench's). */
export function budgetOf(cls: string): number | undefined {
  if (cls.includes('/export/') || cls === UNFINISHED) return undefined;
  if (cls === 'POST /api/auth/signin') return 500;
  if (cls.startsWith('GET /api/admin/')) return 300;
  return 100;
}

export interface StepResult {
  rate: number;
  result: OpenResult;
  cpu: CpuShare;
  ok: boolean;
  misses: string[];
}

export interface EngineResult {
  engine: 'postgres' | 'pglite';
  hashingRate: number;
  /** Journeys a second that hashing alone allows at one sign-in in five. */
  hashingBound: number;
  atBudget: StepResult;
  steps: StepResult[];
  /** The highest rate that met every budget of a day's peak. */
  capacity: number;
  /** The capacity's budget, journeys a second. */
  capacityBudget: number;
}

export interface Reference {
  rate: number;
  serverCpu: number;
  generatorCpu: number;
}

/** Which classes missed their p99 budget, and any error. */
export function verdictOf(result: OpenResult): { ok: boolean; misses: string[] } {
  const misses: string[] = [];
  for (const [cls, s] of Object.entries(result.classes)) {
    const budget = budgetOf(cls);
    if (budget !== undefined && s.p99 > budget) misses.push(`${cls} p99 ${s.p99.toFixed(0)} ms`);
    if (s.errors) misses.push(`${cls} ${s.errors} errors`);
  }
  return { ok: misses.length === 0, misses };
}

/**
 * What bounds the capacity, read from the first rate missed: hashing when sign-ins are what
 * missed or the hashing threads took most of the core; the server's CPU when its core was near
 * full; the database when the server had time to spare while requests
 * waited (PostgreSQL's backends, or PGlite, which runs on the main thread).
 */
function boundOf(e: EngineResult): string {
  const all = [e.atBudget, ...e.steps];
  const missed = all.filter((s) => !s.ok).sort((a, b) => a.rate - b.rate)[0];
  const cpuAt = (s: StepResult) =>
    `at ${s.rate.toFixed(0)}/s: main thread ${s.cpu.main.toFixed(2)}, hashing ${s.cpu.hashing.toFixed(2)} of the server's core${e.engine === 'postgres' ? `, PostgreSQL ${s.cpu.database.toFixed(2)} cores` : ''}`;
  if (!missed) {
    const highest = all.sort((a, b) => b.rate - a.rate)[0]!;
    return `nothing yet: every rate tried was met (${cpuAt(highest)})`;
  }
  const { cpu, misses } = missed;
  const figures = cpuAt(missed);
  const onlySignin = misses.every((m) => m.startsWith('POST /api/auth/signin'));
  const server = cpu.main + cpu.hashing + cpu.other;
  if (onlySignin || cpu.hashing >= 0.5) return `hashing (${figures})`;
  if (server >= 0.9)
    return `the server's CPU: its core was full${e.engine === 'pglite' ? ' (PGlite runs on its event loop)' : ''} (${figures})`;
  if (e.engine === 'postgres' && cpu.database >= 0.9) return `the database (${figures})`;
  if (server < 0.5)
    return `unclear: the server used under half its core while requests waited, so other work on the machine took it (${figures})`;
  return `${e.engine === 'postgres' ? 'the database' : 'PGlite running one query at a time'} (${figures})`;
}

const ms = (n: number) => n.toFixed(n < 10 ? 1 : 0);
/** A generator that starts arrivals late, or has used its whole core, offered less than the rate it names. */
const behind = (s: StepResult) => s.result.lagP99 > 10 || s.result.generatorCpu >= 0.9;

function engineTable(e: EngineResult): string {
  const lines = [
    '| request class | requests | p50 ms | p99 ms | max ms | errors | budget | met |',
    '|---|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const [cls, s] of Object.entries(e.atBudget.result.classes).sort(([a], [b]) => a.localeCompare(b))) {
    const budget = budgetOf(cls);
    const ok = (budget === undefined || s.p99 <= budget) && s.errors === 0;
    lines.push(
      `| ${cls} | ${s.count} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${s.errors} | ${budget === undefined ? '0 errors' : `p99 ≤ ${budget} ms, 0 errors`} | ${ok ? 'yes' : 'NO'} |`,
    );
  }
  return lines.join('\n');
}

function engineSummary(e: EngineResult): { text: string; ok: boolean } {
  const capacityOk = e.capacity >= e.capacityBudget;
  const ok = e.atBudget.ok && capacityOk;
  const steps = [e.atBudget, ...e.steps]
    .map(
      (s) =>
        `${s.rate.toFixed(0)}/s ${s.ok ? 'met' : 'missed'} (server main thread ${s.cpu.main.toFixed(2)}, hashing ${s.cpu.hashing.toFixed(2)}${e.engine === 'postgres' ? `, PostgreSQL ${s.cpu.database.toFixed(2)}` : ''}${behind(s) ? `, the generator behind: arrivals late by ${ms(s.result.lagP99)} ms at p99` : ''})`,
    )
    .join('; ');
  const text = [
    `- At ${e.atBudget.rate} journeys/s: ${e.atBudget.ok ? 'every budget met' : `missed: ${e.atBudget.misses.join('; ')}`}.`,
    `- Password hashing alone: ${e.hashingRate.toFixed(1)} sign-ins/s (${e.hashingBound.toFixed(0)} journeys/s at one sign-in in five, were nothing else to run).`,
    `- Capacity: ${e.capacity.toFixed(0)} journeys/s (budget ≥ ${e.capacityBudget.toFixed(0)}, ${(e.capacityBudget / e.atBudget.rate).toFixed(1)}× the peak): ${capacityOk ? 'met' : 'NOT met'}. Bound by ${boundOf(e)}.`,
    `- Steps: ${steps}.`,
  ].join('\n');
  return { text, ok };
}

export function writeReport(opts: {
  engines: EngineResult[];
  reference: Reference;
  memory: MemoryRow[];
  size: DataSize;
  budgetSeconds: number;
  stepSeconds: number;
  warmup: number;
  partial: boolean;
}): boolean {
  const { engines, reference, memory } = opts;
  // The server is the limit when its core is full; the generator, when its own is and the server's is not.
  const serverBound = reference.serverCpu >= 0.9;
  const generatorBound = !serverBound && reference.generatorCpu >= 0.9;
  const referenceLine =
    `Reference: a bare Fastify hello-world driven by the same generator (64 requests outstanding) answered ${Math.round(reference.rate)} requests/s ` +
    `with its core ${(reference.serverCpu * 100).toFixed(0)} % busy and the generator's ${(reference.generatorCpu * 100).toFixed(0)} %` +
    (serverBound
      ? ': the server was the limit.'
      : generatorBound
        ? ': WARNING, the generator, not the server, was the limit.'
        : ': WARNING, neither had its core to itself (other work on the machine): these figures measure the host.');
  let allOk = memory.every((m) => m.ok);
  const sections = engines.map((e) => {
    const summary = engineSummary(e);
    allOk &&= summary.ok;
    return `### ${e.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}\n\n${summary.text}\n\n${engineTable(e)}`;
  });
  const memoryRows = memoryTable(memory);
  const verdict = allOk
    ? 'Every API and memory budget was met.'
    : 'Some API or memory budgets were not met; see the rows marked NO.';
  console.log(
    `\n${sections.join('\n\n')}\n\n${referenceLine}\n\n${memory.length ? `${memoryRows}\n\n` : ''}${verdict}`,
  );
  if (!serverBound)
    console.warn(
      `WARNING: the hello-world server did not reach its limit (${generatorBound ? 'the generator was the limit' : 'the machine is busy with other work'}).`,
    );
  if (opts.partial) return allOk;
  const n = (x: number) => x.toLocaleString('en');
  writeDocSection(
    'api',
    `## API under load

Measured by \`npm run bench\` (apps/api/bench) on ${n(opts.size.patients)} patients, ${n(opts.size.problems)} problems with their answers and
${n(opts.size.feedback)} feedback rows: journeys arriving at a fixed mean rate (Poisson), ${opts.warmup} s of warm-up, then
${opts.budgetSeconds} s measured at 50 journeys/s and ${opts.stepSeconds} s at each step of the capacity search, two admins
alongside; the server pinned to one core, the generator to the other.

Last run: ${new Date().toISOString()} on ${machine()}.

${sections.join('\n\n')}

${referenceLine}

## Server memory

Exports through the real endpoint, the users export timed, and a video package upload; the built
server's resident memory sampled every 20 ms${memory.length ? '' : ' (not run)'}.

${memoryRows}

${verdict}`,
  );
  return allOk;
}
