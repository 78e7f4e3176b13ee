/**
 * A table that is a list of small cards on a phone and a plain table from the `sm` width up:
 * nothing is cut off at the screen's edge or needs sideways scrolling. The header row is hidden
 * on a phone, so each cell shows its column's name above it, from its `data-label`.
 */
export const stackedTable = {
  frame: 'rounded-xl border border-slate-200 bg-white sm:overflow-x-auto',
  table: 'block w-full text-left text-sm sm:table',
  head: 'hidden bg-slate-50 text-muted sm:table-header-group',
  body: 'block sm:table-row-group',
  row: 'block border-t border-slate-100 py-2 first:border-t-0 sm:table-row sm:py-0 sm:first:border-t',
  cell: 'block px-4 py-1 before:block before:text-xs before:font-medium before:text-muted before:content-[attr(data-label)] sm:table-cell sm:py-3 sm:before:hidden',
} as const;
