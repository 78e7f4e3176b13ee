import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSignUp } from '../api/sign-up';
import { registerResolver, type RegisterForm } from '../auth-schemas';
import { useLightForm } from '../../../lib/use-light-form';
import { AuthCard, FormAlert } from '../components/auth-card';
import { PasswordField } from '../../../components/ui/password-field';

export function RegisterPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useLightForm<RegisterForm>({ validate: registerResolver });
  const errors = formState.errors;

  const onSubmit = handleSubmit(({ first_name, email, password }) => {
    setFailure(null);
    signUp.mutate(
      { first_name, email, password },
      {
        onSuccess: () => setSentTo(email),
        onError: (err) => {
          const message = errorMessage(err, 'Registration failed. Please try again.');
          setFailure(message);
          toast.error(message);
        },
      },
    );
  });

  return (
    <AuthCard title="Sign Up" intro="Create your account to start clearing what weighs on you.">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint="At least 8 characters"
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account…' : 'Sign Up'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Sign In
        </Link>
      </p>
      <Modal
        open={sentTo !== null}
        title="Verification Required"
        onClose={() => navigate('/login')}
        actions={<Button onClick={() => navigate('/login')}>Okay</Button>}
      >
        <p>We have sent a verification link to {sentTo}. Please open it to verify your email address, then sign in.</p>
        <p className="mt-2">The link is valid for 24 hours. If it does not arrive, check your spam folder.</p>
      </Modal>
    </AuthCard>
  );
}
