import type { ReactNode } from 'react';
import { i18n, useMessages } from '../../../lib/i18n';

const messages = i18n('supporter/part', {
  notShared: 'Not shared. This is only shown if they choose to share it with you.',
  nothingYet: 'Shared, but there is nothing here yet.',
});

/**
 * One part of what a patient may share. Absent from the server's answer, it was not shared: said
 * calmly, never as an error. Shared but empty, it says so.
 */
export function SharedPart({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: readonly unknown[] | undefined;
  children: () => ReactNode;
}) {
  const t = useMessages(messages);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold text-brand-800">
        {title}
      </h2>
      {items === undefined ? (
        <p
          className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-muted"
          data-testid="not-shared"
        >
          {t.notShared}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-brand-100 bg-white p-4 text-muted">{t.nothingYet}</p>
      ) : (
        children()
      )}
    </section>
  );
}
