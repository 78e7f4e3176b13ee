import type { CaseloadRow } from '@clearwell/shared';
import { Link } from 'react-router';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { shortDate } from '../../../lib/short-dates';
import { FlagList } from './flag-list';
import { scopeInWords, scopeMessages } from './scope-words';

const messages = i18n('supporter/caseload-list', {
  since: params('Linked since {date}'),
  lastActive: params('Last shared activity: {date}'),
  noActivity: 'No shared activity yet',
});

/** The caseload in the server's order (crisis, then getting worse, then the longest quiet): one card each. */
export function CaseloadList({ rows }: { rows: CaseloadRow[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {rows.map((row) => (
        <CaseloadCard key={row.id} row={row} />
      ))}
    </ul>
  );
}

function CaseloadCard({ row }: { row: CaseloadRow }) {
  const t = useMessages(messages);
  const scopeT = useMessages(scopeMessages);
  const lang = useLanguage();
  return (
    // The name is the link; it stretches over the whole card, so a tap anywhere on it opens the patient.
    <li
      className="relative flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4 hover:border-brand-300 has-[a:focus-visible]:outline has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-brand-500"
      data-testid="caseload-row"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Link
            to={`/supporter/patients/${encodeURIComponent(row.id)}`}
            className="text-brand-800 after:absolute after:inset-0 focus-visible:outline-none"
          >
            {row.first_name}
          </Link>
        </h2>
        <span className="text-sm text-muted">{t.since({ date: shortDate(row.since, lang) })}</span>
      </div>
      <FlagList flags={row.flags} />
      <p className="text-sm text-ink">{scopeInWords(row.scope, scopeT)}</p>
      <p className="text-sm text-muted">
        {row.last_active_at ? t.lastActive({ date: shortDate(row.last_active_at, lang) }) : t.noActivity}
      </p>
    </li>
  );
}
