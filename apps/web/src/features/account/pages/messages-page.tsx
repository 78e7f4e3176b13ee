import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CrisisLines, NotEmergency } from '../../../components/safety/not-emergency';
import { MessageComposer } from '../../../components/ui/message-composer';
import { MessageThread } from '../../../components/ui/message-thread';
import { Spinner } from '../../../components/ui/spinner';
import { supportQuery } from '../../../lib/get-support';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { useSendSupportMessage } from '../api/send-support-message';
import { useSupportMessages } from '../api/get-support-messages';

const messages = i18n('account/messages', {
  title: 'Messages',
  with: params('With {name}, your supporter.'),
  loading: 'Loading your messages…',
  failed: 'Your messages could not be loaded. Please try again later.',
  none: 'You have no supporter linked, so there is no one to write to here.',
  toSettings: 'Link a supporter in Settings',
  write: params('Write to {name}'),
});

/** `/messages`: the patient's thread with their supporter, and a way to write; plain about not being an emergency service. */
export function MessagesPage() {
  const t = useMessages(messages);
  const support = useQuery(supportQuery);
  const thread = useSupportMessages();
  const send = useSendSupportMessage();
  const name = support.data?.supporter.name ?? '';
  return (
    <section aria-labelledby="messages-title" className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 id="messages-title" className="text-3xl font-semibold">
          {t.title}
        </h1>
        {support.data ? <p className="text-muted">{t.with({ name })}</p> : null}
      </div>
      {support.isPending || thread.isPending ? <Spinner label={t.loading} /> : null}
      {support.isError || thread.isError ? (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-danger">
          {t.failed}
        </p>
      ) : null}
      {support.isSuccess && !support.data ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-white p-5">
          <p>{t.none}</p>
          <Link to="/settings" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t.toSettings}
          </Link>
        </div>
      ) : null}
      {support.data && thread.data ? (
        <>
          <NotEmergency side="patient" />
          <MessageThread messages={thread.data} own="patient" otherName={name} />
          <MessageComposer label={t.write({ name })} onSend={(text) => send.mutateAsync(text)} />
          <CrisisLines />
        </>
      ) : null}
    </section>
  );
}
