import type { AdminSafetyResource } from '@clearwell/shared';
import { i18n, params, useLanguage, useMessages, type Language } from '../../../lib/i18n';
import { countryNameIn } from './country-label';

export const listMessages = i18n('admin-safety/list', {
  defaultGroup: 'Default list (every country without its own)',
  group: params('{country} ({code})'),
  empty: 'No crisis lines yet. Add the default list first.',
  call: params('Call {phone}'),
  text: params('Text {sms}'),
  noContact: 'No contact details',
  moveUp: params('Move {name} up'),
  moveDown: params('Move {name} down'),
  editLine: params('Edit {name}'),
  removeLine: params('Remove {name}'),
  edit: 'Edit',
  remove: 'Remove',
  emergency: 'Emergency number',
});

type ListTexts = ReturnType<typeof listMessages.get>;

interface Props {
  lines: AdminSafetyResource[];
  busy: boolean;
  onMove: (line: AdminSafetyResource, by: -1 | 1) => void;
  onEdit: (line: AdminSafetyResource) => void;
  onRemove: (line: AdminSafetyResource) => void;
}

const groupTitle = (country: string, t: ListTexts, language: Language) =>
  country === '*' ? t.defaultGroup : t.group({ country: countryNameIn(country, language), code: country });
const small = 'min-h-9 rounded-lg border border-slate-300 px-3 text-sm hover:bg-slate-50 disabled:opacity-40';

/** The lines grouped by country, the default list first, each group in the order patients see. */
export function SafetyResourceList({ lines, busy, onMove, onEdit, onRemove }: Props) {
  const t = useMessages(listMessages);
  const language = useLanguage();
  if (!lines.length) return <p className="text-muted">{t.empty}</p>;
  const groups = new Map<string, AdminSafetyResource[]>();
  for (const line of lines) groups.set(line.country, [...(groups.get(line.country) ?? []), line]);
  return (
    <div className="flex flex-col gap-6">
      {[...groups].map(([country, group]) => (
        <section key={country} aria-label={groupTitle(country, t, language)}>
          <h3 className="mb-2 font-semibold">{groupTitle(country, t, language)}</h3>
          <ol className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
            {group.map((line, i) => (
              <li key={line.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="safety-line">
                <span className="w-6 text-right text-sm text-muted" aria-hidden="true">
                  {line.order}
                </span>
                <div className="min-w-48 flex-1">
                  <p className="font-medium">{line.name}</p>
                  {line.emergency ? <p className="text-sm font-medium text-brand-800">{t.emergency}</p> : null}
                  <p className="text-sm text-muted">
                    {[
                      line.phone && t.call({ phone: line.phone }),
                      line.sms && t.text({ sms: line.sms }),
                      line.url,
                      line.hours,
                    ]
                      .filter(Boolean)
                      .join(' · ') || t.noContact}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <button
                    type="button"
                    className={small}
                    disabled={busy || i === 0}
                    onClick={() => onMove(line, -1)}
                    aria-label={t.moveUp({ name: line.name })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={small}
                    disabled={busy || i === group.length - 1}
                    onClick={() => onMove(line, 1)}
                    aria-label={t.moveDown({ name: line.name })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={small}
                    onClick={() => onEdit(line)}
                    aria-label={t.editLine({ name: line.name })}
                  >
                    {t.edit}
                  </button>
                  <button
                    type="button"
                    className={`${small} text-danger`}
                    onClick={() => onRemove(line)}
                    aria-label={t.removeLine({ name: line.name })}
                  >
                    {t.remove}
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
