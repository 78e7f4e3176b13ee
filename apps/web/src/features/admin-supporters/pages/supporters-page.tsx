import type { Supporter } from '@clearwell/shared';
import { useState } from 'react';
import { adminErrorText } from '../../../components/admin/common-messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeactivateSupporter } from '../api/deactivate-supporter';
import { useSupporters } from '../api/get-supporters';
import { useResendInvitation } from '../api/resend-invitation';
import { InviteSupporterForm } from '../components/invite-supporter-form';
import { SupportersTable } from '../components/supporters-table';

const messages = i18n('admin-supporters/page', {
  title: 'Supporters',
  intro:
    'People who support patients in guided self-help. A patient links to a supporter with the supporter’s code and chooses what they may see.',
  loading: 'Loading supporters…',
  failed: 'Failed to load the supporters',
  resent: params('A new invitation was sent to {email}'),
  resendDeactivated: 'This supporter has been deactivated: no invitation can be sent.',
  resendFailed: 'The invitation could not be sent. Please try again.',
  confirmTitle: 'Deactivate supporter',
  confirmText: params(
    'Deactivate {name}? They are signed out at once, can no longer sign in, and every patient linked to them loses the link. This cannot be undone.',
  ),
  cancel: 'Cancel',
  confirm: 'Yes, deactivate',
  deactivating: 'Deactivating…',
  deactivated: params('{name} has been deactivated'),
  deactivateFailed: 'The supporter could not be deactivated. Please try again.',
});

/** `/admin/supporters`: invite supporters, see their status, resend an invitation, deactivate. */
export function SupportersPage() {
  const t = useMessages(messages);
  const supporters = useSupporters();
  const resend = useResendInvitation();
  const deactivate = useDeactivateSupporter();
  const [ending, setEnding] = useState<Supporter | null>(null);

  const resendTo = (s: Supporter) =>
    resend.mutate(s.id, {
      onSuccess: () => toast.success(messages.get().resent({ email: s.email })),
      onError: (err) => {
        const said = messages.get();
        toast.error(
          err instanceof ApiError && err.status === 409
            ? said.resendDeactivated
            : adminErrorText(err, said.resendFailed),
        );
      },
    });

  const confirmDeactivate = async () => {
    if (!ending) return;
    try {
      await deactivate.mutateAsync(ending.id);
      toast.success(messages.get().deactivated({ name: ending.name }));
    } catch (err) {
      toast.error(adminErrorText(err, messages.get().deactivateFailed));
    } finally {
      setEnding(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <InviteSupporterForm />
      <section aria-labelledby="supporters-heading" className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm">
        <div>
          <h2 id="supporters-heading" className="text-lg font-semibold">
            {t.title}
          </h2>
          <p className="max-w-2xl text-sm text-muted">{t.intro}</p>
        </div>
        {supporters.isPending ? <p className="text-muted">{t.loading}</p> : null}
        {supporters.isError ? (
          <p role="alert" className="text-danger">
            {t.failed}
          </p>
        ) : null}
        {supporters.data ? (
          <SupportersTable
            supporters={supporters.data}
            busy={resend.isPending || deactivate.isPending}
            onResend={resendTo}
            onDeactivate={setEnding}
          />
        ) : null}
      </section>
      <Modal
        open={ending !== null}
        title={t.confirmTitle}
        onClose={() => setEnding(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEnding(null)} disabled={deactivate.isPending}>
              {t.cancel}
            </Button>
            <Button variant="danger" onClick={() => void confirmDeactivate()} disabled={deactivate.isPending}>
              {deactivate.isPending ? t.deactivating : t.confirm}
            </Button>
          </>
        }
      >
        {t.confirmText({ name: ending?.name ?? '' })}
      </Modal>
    </div>
  );
}
