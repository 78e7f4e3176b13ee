import type { SupportLink, SupportScope } from '@clearwell/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { i18n, params, useLanguage, useMessages } from '../../../../lib/i18n';
import { shortDate } from '../../../../lib/short-dates';
import { toast } from '../../../../lib/toast';
import { useEndSupport } from '../../api/end-support';
import { useUpdateSupportScope } from '../../api/update-support-scope';
import { ScopeFields } from './scope-fields';
import { SupporterViews } from './supporter-views';

const messages = i18n('account/linked-supporter', {
  since: params('{name} has been your supporter since {date}.'),
  instant: 'A change here counts at once.',
  saved: params('Saved. {name} now sees only what is ticked.'),
  saveFailed: 'Your choice could not be saved. Nothing has changed.',
  messages: params('Messages with {name}'),
  end: 'End support',
  ending: 'Ending…',
  ended: params('Support ended. {name} no longer sees anything of yours and cannot write to you.'),
  endFailed: 'Support could not be ended. Please try again.',
});

/** The patient's supporter: what they share (changed with one tap), when the supporter looked, and the way out. */
export function LinkedSupporter({ link }: { link: SupportLink }) {
  const t = useMessages(messages);
  const lang = useLanguage();
  const update = useUpdateSupportScope();
  const end = useEndSupport();
  const name = link.supporter.name;
  // The ticks just chosen show from the tap itself until the server has answered: a copy in the
  // query cache would reach the screen only after its notification, and a checkbox that does not
  // change when tapped reads as broken. While one choice is being saved a second tap waits (the
  // boxes stay focusable, unlike disabled ones).
  const [choosing, setChoosing] = useState<SupportScope | null>(null);
  const change = (scope: SupportScope) => {
    if (choosing) return;
    setChoosing(scope);
    update.mutate(scope, {
      onSuccess: () => toast.success(messages.get().saved({ name })),
      onError: () => toast.error(messages.get().saveFailed),
      onSettled: () => setChoosing(null),
    });
  };
  const endNow = () =>
    end.mutate(undefined, {
      onSuccess: () => toast.success(messages.get().ended({ name })),
      onError: () => toast.error(messages.get().endFailed),
    });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink">{t.since({ name, date: shortDate(link.since, lang) })}</p>
      <div className="flex flex-col gap-1">
        <ScopeFields scope={choosing ?? link.scope} onChange={change} disabled={end.isPending} />
        <p className="text-sm text-muted">{t.instant}</p>
      </div>
      <SupporterViews name={name} />
      <div className="flex flex-wrap gap-3">
        <Link
          to="/messages"
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 bg-white px-5 py-2 font-medium text-brand-700 hover:bg-brand-50"
        >
          {t.messages({ name })}
        </Link>
        <Button variant="danger" onClick={endNow} disabled={end.isPending}>
          {end.isPending ? t.ending : t.end}
        </Button>
      </div>
    </div>
  );
}
