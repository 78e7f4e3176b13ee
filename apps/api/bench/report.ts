import { machine, writeDocSection } from '../../../scripts/lib/doc-sections.mjs';
import { memoryTable, type MemoryRow } from './memory.js';
import { SHORT_LOAD } from './cases.js';

export interface Row {
  engine?: 'postgres' | 'pglite';
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  ratio?: number;
  reference?: string;
  minRatio?: number;
  maxP99: number;
  pgRatio?: number;
}

function verdict(row: Row, pgliteMin: number): { ok: boolean; budget: string } {
  const parts: string[] = [`p99 ≤ ${row.maxP99} ms`, '0 errors'];
  let ok = row.p99 <= row.maxP99 && row.errors === 0 && row.non2xx === 0;
  if (row.minRatio !== undefined && row.ratio !== undefined) {
    parts.unshift(`≥ ${row.minRatio}× ${row.reference}`);
    ok &&= row.ratio >= row.minRatio;
  }
  if (row.pgRatio !== undefined) {
    parts.push(`≥ ${pgliteMin}× PostgreSQL`);
    ok &&= row.pgRatio >= pgliteMin;
  }
  return { ok, budget: parts.join(', ') };
}

/** Prints the table, writes docs/performance.md, and says whether every budget was met. */
export function writeReport(rows: Row[], memory: MemoryRow[], opts: { duration: number; rounds: number; slices: number; pgliteMinThroughput: number; partial?: boolean }): boolean {
  for (const row of rows.filter((r) => r.engine === 'pglite')) {
    const pgRow = rows.find((r) => r.engine === 'postgres' && r.name === row.name);
    if (pgRow) row.pgRatio = row.rps / pgRow.rps;
  }
  const header = '| engine | case | req/s | p50 ms | p99 ms | errors | non-2xx | ratio | budget | met |';
  const lines = [header, '|---|---|---:|---:|---:|---:|---:|---:|---|---|'];
  let allOk = true;
  for (const row of rows) {
    const { ok, budget } = verdict(row, opts.pgliteMinThroughput);
    allOk &&= ok;
    const ratio = [row.ratio !== undefined ? `${row.ratio.toFixed(2)}× ${row.reference}` : '', row.pgRatio !== undefined ? `${row.pgRatio.toFixed(2)}× pg` : '']
      .filter(Boolean)
      .join(', ');
    lines.push(`| ${row.engine} | ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} | ${ratio || '–'} | ${budget} | ${ok ? 'yes' : 'NO'} |`);
  }
  const table = lines.join('\n');
  const memoryRows = memoryTable(memory);
  allOk &&= memory.every((m) => m.ok);
  console.log(`\n${table}\n\n${memoryRows}\n\n${allOk ? 'Every budget is met.' : 'Some budgets are NOT met.'}`);
  // A partial run (BENCH_ONLY) is for working on a case; only a whole run is the record.
  if (opts.partial) return allOk;
  writeDocSection(
    'api',
    `## API under load

Measured by \`npm run bench\` (apps/api/bench): autocannon in its own process, 64 connections,
no pipelining, a warm-up first, the server and the load pinned to different cores with taskset,
${opts.rounds} rounds of ${opts.duration} s, medians. A case with a reference alternates with it:
each round is ${opts.slices} slices of each in pairs of alternating order (case first, then reference
first), the round's ratio is the middle of its pairs' ratios, and the case's ratio is the median
of the rounds' ratios; its latency then comes from ${opts.rounds} rounds of ${SHORT_LOAD.duration} s of one continuous
load after ${SHORT_LOAD.warmup} s of warm-up (every slice opens fresh connections, whose setup is not a
request's latency). Any other case is one continuous load whose rounds follow the warm-up on the
same connections. References: a bare
Fastify hello-world, and bare Fastify + pg doing one indexed single-row query. Dashboard and
statistics run on 100,000 patients, 1,000,000 problems and 50,000 feedback rows (PostgreSQL),
after ${SHORT_LOAD.warmup} s of warm-up, in rounds of ${SHORT_LOAD.duration} s: they answer well within their budget.

Last run: ${new Date().toISOString()} on ${machine()}.

${table}

## Server memory

Exports through the real endpoint, the users export timed, and a video package upload; the built
server's resident memory sampled every 20 ms${memory.length ? '' : ' (not run)'}.

${memoryRows}

${allOk ? 'Every API and memory budget was met.' : 'Some API or memory budgets were not met; see the rows marked NO.'}`,
  );
  return allOk;
}
