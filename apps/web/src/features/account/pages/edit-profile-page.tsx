import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { i18n, language, useMessages } from '../../../lib/i18n';
import { avatarErrors, profileResolver, type ProfileForm } from '../account-schemas';
import { useLightForm } from '../../../lib/use-light-form';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarPicker } from '../components/avatar-picker';
import { useRedirectAfter } from '../use-redirect-after';

const messages = i18n('account/edit-profile', {
  updated: 'Profile updated successfully',
  failed: 'Failed to update profile. Please try again.',
  title: 'Edit Profile',
  firstName: 'First name',
  lastName: 'Last name',
  saving: 'Saving…',
  save: 'Save changes',
  cancel: 'Cancel',
});

export function EditProfilePage() {
  const t = useMessages(messages);
  const { data: user } = useProfile();
  const update = useUpdateProfile();
  const redirect = useRedirectAfter();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, reset } = useLightForm<ProfileForm>({
    validate: profileResolver,
    defaultValues: { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' },
  });
  const dirty = formState.isDirty;
  useEffect(() => {
    if (user && !dirty) reset({ first_name: user.first_name, last_name: user.last_name ?? '' });
  }, [user, dirty, reset]);

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { ...values, avatar },
      {
        onSuccess: (res) => {
          setSaved(true);
          toast.success((language.get() === 'en' && res.message) || messages.get().updated);
          redirect('/settings', 2000);
        },
        onError: (err) => toast.error(errorMessage(err, messages.get().failed, avatarErrors())),
      },
    ),
  );

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t.title}</h1>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5 rounded-2xl border border-brand-100 bg-white p-6"
      >
        <AvatarPicker user={user} file={avatar} onChange={setAvatar} />
        <TextField
          label={t.firstName}
          autoComplete="given-name"
          error={formState.errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label={t.lastName}
          autoComplete="family-name"
          error={formState.errors.last_name?.message}
          {...register('last_name')}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={update.isPending || saved}>
            {update.isPending ? t.saving : t.save}
          </Button>
          <Link
            to="/settings"
            className="inline-flex min-h-11 items-center rounded-lg px-5 py-2 font-medium text-brand-700 hover:bg-brand-50"
          >
            {t.cancel}
          </Link>
        </div>
      </form>
    </section>
  );
}
