/**
 * A step's key made from its English title (docs/api.md, Languages): lower-case ASCII letters and digits
 * joined by "_", accents dropped, at most 60 characters, "step" when nothing is left. Migration
 * 0013 gave the steps that existed then their keys by the same rule.
 */
export function slugOf(title: string): string {
  const ascii = title
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60)
    .replace(/_+$/, '');
  return slug || 'step';
}

/** `base`, or `base_2`, `base_3`, … : the first that no step has. */
export function uniqueKey(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}
