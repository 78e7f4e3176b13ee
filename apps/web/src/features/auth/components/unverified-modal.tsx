import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { useResendVerification } from '../api/resend-verification';

const messages = i18n('auth/unverified-modal', {
  sent: 'Verification email sent. Please check your inbox.',
  failed: 'Failed to send verification email. Please try again.',
  title: 'Account Not Verified',
  close: 'Close',
  sending: 'Sending…',
  send: 'Send verification link',
  text: 'Account not verified. Please verify your account to use the product.',
  newLink: params('We can send a new verification link to {email}.'),
  yourEmail: 'your email address',
});

/** Shown when an unverified account tries to sign in; it can ask for a fresh verification link. */
export function UnverifiedModal({ email, open, onClose }: { email: string; open: boolean; onClose: () => void }) {
  const t = useMessages(messages);
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(email, {
      onSuccess: () => {
        toast.success(messages.get().sent);
        onClose();
      },
      onError: () => toast.error(messages.get().failed),
    });
  return (
    <Modal
      open={open}
      title={t.title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
          <Button onClick={send} disabled={resend.isPending || !email}>
            {resend.isPending ? t.sending : t.send}
          </Button>
        </>
      }
    >
      <p>{t.text}</p>
      <p className="mt-2">{t.newLink({ email: email || t.yourEmail })}</p>
    </Modal>
  );
}
