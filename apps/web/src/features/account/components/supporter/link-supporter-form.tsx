import type { SupportScope } from '@clearwell/shared';
import { useState } from 'react';
import { FormAlert } from '../../../../components/ui/auth-card';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-client';
import { rulesResolver } from '../../../../lib/form-rules';
import { i18n, params, useMessages } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useLightForm } from '../../../../lib/use-light-form';
import { useLinkSupport } from '../../api/link-support';
import { ScopeFields } from './scope-fields';
import { normalizeSupportCode } from './support-code';

const messages = i18n('account/link-supporter', {
  intro:
    'A supporter is someone from your care team who follows how you are doing and can write to you. Enter the code they gave you and choose what they may see. You can change this or end it at any time.',
  code: 'Your supporter’s code',
  codeHint: '8 letters or digits, as your supporter gave it to you',
  badCode: 'Enter the 8 letters or digits your supporter gave you',
  unknownCode: 'No supporter has this code. Check it with your supporter and try again.',
  alreadyLinked: 'You already have a supporter. End that link before you link another.',
  failed: 'Linking did not work. Please try again.',
  link: 'Link my supporter',
  linking: 'Linking…',
  linked: params('{name} is now your supporter.'),
});

/** Nothing is ticked until the patient chooses (docs/api.md, Supporters: nothing is shared unless chosen). */
const NOTHING: SupportScope = { sessions: false, measures: false, check_ins: false };

type CodeForm = { code: string };
const validate = rulesResolver<CodeForm>({ code: [(v) => !normalizeSupportCode(v) && messages.get().badCode] });

/** Links the patient to a supporter by the code they were given, sharing only what they tick. */
export function LinkSupporterForm() {
  const t = useMessages(messages);
  const link = useLinkSupport();
  const [scope, setScope] = useState<SupportScope>(NOTHING);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setFieldError } = useLightForm<CodeForm>({ validate });

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      const linked = await link.mutateAsync({ code: normalizeSupportCode(code)!, scope });
      toast.success(messages.get().linked({ name: linked.supporter.name }));
    } catch (err) {
      const said = messages.get();
      const status = err instanceof ApiError ? err.status : 0;
      if (status === 404) setFieldError('code', said.unknownCode);
      else if (status === 400) setFieldError('code', said.badCode);
      else setFailure(status === 409 ? said.alreadyLinked : said.failed);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t.intro}</p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextField
        label={t.code}
        hint={t.codeHint}
        error={formState.errors.code?.message}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        className="max-w-xs"
        {...register('code')}
      />
      <ScopeFields scope={scope} onChange={setScope} disabled={formState.isSubmitting} />
      <Button type="submit" disabled={formState.isSubmitting} className="self-start">
        {formState.isSubmitting ? t.linking : t.link}
      </Button>
    </form>
  );
}
