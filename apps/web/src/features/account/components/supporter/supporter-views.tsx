import { count, i18n, params, useLanguage, useMessages } from '../../../../lib/i18n';
import { shortDate, shortTime } from '../../../../lib/short-dates';
import { useSupportViews } from '../../api/get-support-views';

const messages = i18n('account/supporter-views', {
  title: 'When they looked',
  never: params('{name} has not looked at what you share yet.'),
  looked: count({ one: 'Looked once', other: 'Looked {count} times' }),
  last: params('last on {date} at {time}'),
  failed: 'We could not load when they looked.',
});

/** How many times, and when, the supporter opened what the patient shares: newest first. */
export function SupporterViews({ name }: { name: string }) {
  const t = useMessages(messages);
  const lang = useLanguage();
  const views = useSupportViews();
  if (views.isPending) return null;
  if (views.isError) return <p className="text-sm text-muted">{t.failed}</p>;
  const newestFirst = [...views.data].sort((a, b) => (a.at < b.at ? 1 : -1));
  const when = (at: string) => ({ date: shortDate(at, lang), time: shortTime(at, lang) });
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-semibold text-ink">{t.title}</h3>
      {newestFirst.length === 0 ? (
        <p className="text-sm text-muted">{t.never({ name })}</p>
      ) : (
        <details className="text-sm text-muted">
          <summary className="cursor-pointer">
            {t.looked(newestFirst.length)}, {t.last(when(newestFirst[0]!.at))}
          </summary>
          <ul className="mt-1 flex flex-col gap-0.5 pl-4">
            {newestFirst.map((v, i) => (
              <li key={i}>
                <time dateTime={v.at}>
                  {when(v.at).date} {when(v.at).time}
                </time>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
