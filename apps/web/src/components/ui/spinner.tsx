import { i18n, useMessages } from '../../lib/i18n';

const messages = i18n('ui/spinner', { loading: 'Loading…' });

export function Spinner({ label }: { label?: string }) {
  const t = useMessages(messages);
  return (
    <div role="status" className="flex items-center gap-3 p-6 text-muted">
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
        aria-hidden="true"
      />
      <span>{label ?? t.loading}</span>
    </div>
  );
}
