import type { SafetyResources } from '@clearwell/shared';

/**
 * The crisis lines last shown, kept on the device so the card and "Get help now" still show
 * them without a connection: the lines per country asked for (`*` the default list) and the
 * patient's country from their settings, which cannot be read offline. Public data only; the
 * country is what the patient chose to show help for.
 */
const KEY = 'clearwell.safety-lines';
/** The patient's country, the default list and a few picked ones are enough; older ones go. */
const MAX_LISTS = 6;

interface Kept {
  country: string | null;
  lists: Record<string, SafetyResources>;
}

function read(): Kept {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Kept> | null;
    return { country: kept?.country ?? null, lists: kept?.lists ?? {} };
  } catch {
    return { country: null, lists: {} };
  }
}

function write(kept: Kept): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    /* storage full or refused: the lines are asked for again next time */
  }
}

/** Keeps the lines answered for `asked` (null: no country), and the default list when that is what came. */
export function keepLines(asked: string | null, lines: SafetyResources): void {
  const kept = read();
  const lists = { ...kept.lists };
  delete lists[asked ?? '*'];
  lists[asked ?? '*'] = lines;
  if (lines.country === '*') lists['*'] = lines;
  const keys = Object.keys(lists);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_LISTS))) {
    if (key !== '*' && key !== kept.country) delete lists[key];
  }
  write({ ...kept, lists });
}

/** The lines kept for `asked`, else the default list, else nothing. */
export function keptLines(asked: string | null): SafetyResources | undefined {
  const { lists } = read();
  return lists[asked ?? '*'] ?? lists['*'];
}

/** Whether the default list is kept: it is fetched once to be kept, also when a country's lines were shown. */
export const keepsDefaultList = (): boolean => Boolean(read().lists['*']);

/** The country in the patient's settings, as last read. */
export const keptCountry = (): string | null => read().country;
export function keepCountry(country: string | null): void {
  const kept = read();
  if (kept.country !== country) write({ ...kept, country });
}
