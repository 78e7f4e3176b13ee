import { NAME_MAX } from '@clearwell/shared/constants';
import { adminErrorText } from '../../../components/admin/common-messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { emailFormat, maxLength, required, rulesResolver, texts } from '../../../lib/form-rules';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useLightForm } from '../../../lib/use-light-form';
import { useInviteSupporter } from '../api/invite-supporter';

const messages = i18n('admin-supporters/invite', {
  title: 'Invite a supporter',
  intro: 'They get an e-mail with a link to choose their password. The link works for 7 days.',
  name: 'Name',
  email: 'E-mail',
  nameRequired: 'Enter their name',
  emailRequired: 'Enter their e-mail address',
  emailInvalid: 'Enter a valid e-mail address',
  send: 'Send invitation',
  sending: 'Sending…',
  sent: params('Invitation sent to {email}'),
  exists: 'A supporter with this e-mail address already exists.',
  failed: 'The invitation could not be sent. Please try again.',
});
const text = texts(messages);

type InviteForm = { name: string; email: string };
const validate = rulesResolver<InviteForm>(
  {
    name: [required(text('nameRequired')), maxLength(NAME_MAX)],
    email: [required(text('emailRequired')), emailFormat(text('emailInvalid'))],
  },
  ['name', 'email'],
);

/** Invites someone by name and e-mail; the list below shows them as invited until they set a password. */
export function InviteSupporterForm() {
  const t = useMessages(messages);
  const invite = useInviteSupporter();
  const { register, handleSubmit, formState, reset } = useLightForm<InviteForm>({ validate });
  const submit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      toast.success(messages.get().sent({ email: values.email }));
      reset({});
    } catch (err) {
      const said = messages.get();
      toast.error(err instanceof ApiError && err.status === 409 ? said.exists : adminErrorText(err, said.failed));
    }
  });
  return (
    <form
      noValidate
      aria-labelledby="invite-title"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id="invite-title" className="text-lg font-semibold">
          {t.title}
        </h2>
        <p className="text-sm text-muted">{t.intro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.name} autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
        <TextField
          label={t.email}
          type="email"
          autoComplete="off"
          error={formState.errors.email?.message}
          {...register('email')}
        />
      </div>
      <Button type="submit" disabled={formState.isSubmitting} className="self-start">
        {formState.isSubmitting ? t.sending : t.send}
      </Button>
    </form>
  );
}
