import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useResendVerification } from '../api/resend-verification';

/** Shown when an unverified account tries to sign in; it can ask for a fresh verification link. */
export function UnverifiedModal({ email, open, onClose }: { email: string; open: boolean; onClose: () => void }) {
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(email, {
      onSuccess: () => {
        toast.success('Verification email sent. Please check your inbox.');
        onClose();
      },
      onError: () => toast.error('Failed to send verification email. Please try again.'),
    });
  return (
    <Modal
      open={open}
      title="Account Not Verified"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={send} disabled={resend.isPending || !email}>
            {resend.isPending ? 'Sending…' : 'Send verification link'}
          </Button>
        </>
      }
    >
      <p>Account not verified. Please verify your account to use the product.</p>
      <p className="mt-2">We can send a new verification link to {email || 'your email address'}.</p>
    </Modal>
  );
}
