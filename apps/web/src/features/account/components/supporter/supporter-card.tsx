import { useQuery } from '@tanstack/react-query';
import { supportQuery } from '../../../../lib/get-support';
import { i18n, useMessages } from '../../../../lib/i18n';
import { LinkSupporterForm } from './link-supporter-form';
import { LinkedSupporter } from './linked-supporter';

const messages = i18n('account/supporter-card', {
  title: 'Your supporter',
  loading: 'Loading…',
  failed: 'We could not load your supporter just now. Please try again later.',
});

/**
 * Settings → "Your supporter": link with a code, or see and change what the supporter sees. Loaded
 * with its own chunk after the settings page, so the page's first download does not grow.
 */
export function SupporterCard() {
  const t = useMessages(messages);
  const support = useQuery(supportQuery);
  return (
    <section
      aria-labelledby="supporter-card-title"
      className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-5"
    >
      <h2 id="supporter-card-title" className="text-lg font-semibold text-ink">
        {t.title}
      </h2>
      {support.isPending ? <p className="text-muted">{t.loading}</p> : null}
      {support.isError ? <p className="text-muted">{t.failed}</p> : null}
      {support.isSuccess ? support.data ? <LinkedSupporter link={support.data} /> : <LinkSupporterForm /> : null}
    </section>
  );
}
