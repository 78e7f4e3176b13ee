import type { AdminSafetyResource } from '@clearwell/shared';
import { countryName } from '../../../components/safety/country-names';

interface Props {
  lines: AdminSafetyResource[];
  busy: boolean;
  onMove: (line: AdminSafetyResource, by: -1 | 1) => void;
  onEdit: (line: AdminSafetyResource) => void;
  onRemove: (line: AdminSafetyResource) => void;
}

const groupTitle = (country: string) =>
  country === '*' ? 'Default list (every country without its own)' : `${countryName(country)} (${country})`;
const small = 'min-h-9 rounded-lg border border-slate-300 px-3 text-sm hover:bg-slate-50 disabled:opacity-40';

/** The lines grouped by country, the default list first, each group in the order patients see. */
export function SafetyResourceList({ lines, busy, onMove, onEdit, onRemove }: Props) {
  if (!lines.length) return <p className="text-muted">No crisis lines yet. Add the default list first.</p>;
  const groups = new Map<string, AdminSafetyResource[]>();
  for (const line of lines) groups.set(line.country, [...(groups.get(line.country) ?? []), line]);
  return (
    <div className="flex flex-col gap-6">
      {[...groups].map(([country, group]) => (
        <section key={country} aria-label={groupTitle(country)}>
          <h3 className="mb-2 font-semibold">{groupTitle(country)}</h3>
          <ol className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
            {group.map((line, i) => (
              <li key={line.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="safety-line">
                <span className="w-6 text-right text-sm text-muted" aria-hidden="true">
                  {line.order}
                </span>
                <div className="min-w-48 flex-1">
                  <p className="font-medium">{line.name}</p>
                  <p className="text-sm text-muted">
                    {[line.phone && `Call ${line.phone}`, line.sms && `Text ${line.sms}`, line.url, line.hours]
                      .filter(Boolean)
                      .join(' · ') || 'No contact details'}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={small}
                    disabled={busy || i === 0}
                    onClick={() => onMove(line, -1)}
                    aria-label={`Move ${line.name} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={small}
                    disabled={busy || i === group.length - 1}
                    onClick={() => onMove(line, 1)}
                    aria-label={`Move ${line.name} down`}
                  >
                    ↓
                  </button>
                  <button type="button" className={small} onClick={() => onEdit(line)} aria-label={`Edit ${line.name}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className={`${small} text-danger`}
                    onClick={() => onRemove(line)}
                    aria-label={`Remove ${line.name}`}
                  >
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
