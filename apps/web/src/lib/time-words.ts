const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/**
 * `7d` → 604800: the schedule entry a check-in names. The same rule as the shared schedule
 * parser, kept here so the patient's pages need no schema library.
 */
export function afterSeconds(after: string): number {
  const match = /^(\d+)([smhd])$/.exec(after);
  return match ? Number(match[1]) * UNIT_SECONDS[match[2]!]! : 0;
}

const NUMBERS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
];
const spelled = (n: number) => NUMBERS[n] ?? String(n);

/** How long ago, as a person says it: "A moment ago", "Yesterday", "Three days ago", "Two weeks ago". */
export function agoInWords(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const count = (n: number, unit: string, one: string) => (n === 1 ? one : `${spelled(n)} ${unit}s ago`);
  if (minutes < 1) return 'A moment ago';
  if (hours < 1) return count(minutes, 'minute', 'A minute ago');
  if (days < 1) return count(hours, 'hour', 'An hour ago');
  if (days === 1) return 'Yesterday';
  if (days < 14) return `${spelled(days)} days ago`;
  if (days < 60) return count(Math.floor(days / 7), 'week', 'A week ago');
  return count(Math.floor(days / 30), 'month', 'A month ago');
}

/** When the session behind a check-in was: `after` before it fell due. */
export function sessionTime(checkIn: { due_at: string; after: string }): number {
  return Date.parse(checkIn.due_at) - afterSeconds(checkIn.after) * 1000;
}

/** `7d` → "1 week later", `1d` → "1 day later", `2s` → "2 seconds later". */
export function laterInWords(after: string): string {
  const seconds = afterSeconds(after);
  const units: Array<[number, string]> = [
    [604_800, 'week'],
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  const [size, unit] = units.find(([s]) => seconds >= s && seconds % s === 0) ?? [1, 'second'];
  const n = seconds / size;
  return `${n} ${unit}${n === 1 ? '' : 's'} later`;
}
