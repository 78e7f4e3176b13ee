import { i18n, useMessages } from '../../lib/i18n';
import { useCheckIns } from './get-check-ins';
import { CheckInCard } from './check-in-card';

const messages = i18n('check-ins/due', { title: 'Is it still gone?' });

/** The dashboard's first section: every check-in that is due, oldest first; nothing when none is. */
export function DueCheckIns() {
  const { data } = useCheckIns();
  const t = useMessages(messages);
  if (!data?.due.length) return null;
  return (
    <section aria-labelledby="check-ins-title" className="flex flex-col gap-3">
      <h2 id="check-ins-title" className="text-2xl font-semibold">
        {t.title}
      </h2>
      <ul className="flex flex-col gap-3">
        {data.due.map((c) => (
          <li key={c.id}>
            <CheckInCard checkIn={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}
