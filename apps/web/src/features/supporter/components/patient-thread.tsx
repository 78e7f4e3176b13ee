import { NotEmergency } from '../../../components/safety/not-emergency';
import { MessageComposer } from '../../../components/ui/message-composer';
import { MessageThread } from '../../../components/ui/message-thread';
import { Spinner } from '../../../components/ui/spinner';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { usePatientMessages } from '../api/get-patient-messages';
import { useSendPatientMessage } from '../api/send-patient-message';

const messages = i18n('supporter/thread', {
  title: 'Messages',
  write: params('Write to {name}'),
  loading: 'Loading messages…',
  failed: 'The messages could not be loaded. Please try again later.',
});

/** The supporter's side of the thread with one patient: the notice, the messages and the composer. */
export function PatientThread({ id, name }: { id: string; name: string }) {
  const t = useMessages(messages);
  const thread = usePatientMessages(id);
  const send = useSendPatientMessage(id);
  return (
    <section id="messages" aria-labelledby="messages-title" className="flex flex-col gap-4">
      <h2 id="messages-title" className="text-xl font-semibold text-brand-800">
        {t.title}
      </h2>
      <NotEmergency side="supporter" />
      {thread.isPending ? <Spinner label={t.loading} /> : null}
      {thread.isError ? (
        <p role="alert" className="text-danger">
          {t.failed}
        </p>
      ) : null}
      {thread.data ? <MessageThread messages={thread.data} own="supporter" otherName={name} /> : null}
      <MessageComposer label={t.write({ name })} onSend={(text) => send.mutateAsync(text)} />
    </section>
  );
}
