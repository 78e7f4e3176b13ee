import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { flushSync } from 'react-dom';
import { toast } from '../../../lib/toast';
import { forgetUserOnDevice } from '../../../lib/device-user';
import { i18n, useMessages } from '../../../lib/i18n';
import { useDeleteAccount } from '../api/delete-account';
import { ConfirmIdentityModal } from './confirm-identity-modal';

const messages = i18n('account/delete-account', {
  deleted: 'Your account has been deleted. Thank you for the time you spent with us.',
  title: 'Delete my account?',
  confirm: 'Delete my account',
  busy: 'Deleting…',
  failed: 'We could not delete your account just now. Please try again in a moment.',
  what:
    'This deletes your account, your journal and your profile picture for good, and signs you out on every device. ' +
    'Feedback you sent is kept only as anonymous text, without your name or e-mail address.',
  final: 'This cannot be undone. If you would like a copy of your data, download it first.',
});

export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(messages);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /**
   * Leaves the protected pages before forgetting the session: cleared while Settings is still
   * on screen, its guard would send the user to the login page instead of home. `flushSync`
   * makes the move to home render before the session is forgotten. No call is made with the old
   * token afterwards, since any 401 would read as an expired session.
   */
  const signOut = () => {
    flushSync(() => navigate('/', { replace: true }));
    forgetUserOnDevice('patient', queryClient);
    toast.success(messages.get().deleted);
  };

  return (
    <ConfirmIdentityModal
      open={open}
      onClose={onClose}
      title={t.title}
      confirmLabel={t.confirm}
      busyLabel={t.busy}
      danger
      busy={remove.isPending}
      failureText={t.failed}
      onConfirm={(confirmation) => remove.mutateAsync(confirmation).then(signOut)}
    >
      <p>{t.what}</p>
      <p>{t.final}</p>
    </ConfirmIdentityModal>
  );
}
