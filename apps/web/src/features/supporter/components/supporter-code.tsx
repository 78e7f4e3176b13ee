import { Button } from '../../../components/ui/button';
import { copyText } from '../../../components/feedback/copy-text';
import { i18n, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

const messages = i18n('supporter/code', {
  title: 'Your code',
  explain:
    'Give this code to the people you support. They enter it in their settings, under “Your supporter”, and choose what you may see. Nothing is shared until they do.',
  copy: 'Copy code',
  copied: 'Code copied',
  copyFailed: 'The code could not be copied. Select it and copy it yourself.',
});

/** The 8 letters or digits a patient links with, large enough to read out, and a copy button. */
export function SupporterCode({ code }: { code: string }) {
  const t = useMessages(messages);
  const copy = async () => {
    const said = messages.get();
    if (await copyText(code)) toast.success(said.copied);
    else toast.error(said.copyFailed);
  };
  return (
    <section
      aria-labelledby="supporter-code-title"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-5"
    >
      <h2 id="supporter-code-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-mono text-3xl font-semibold tracking-[0.2em] text-brand-800" data-testid="supporter-code">
          {code}
        </p>
        <Button variant="secondary" onClick={() => void copy()}>
          {t.copy}
        </Button>
      </div>
      <p className="text-sm text-muted">{t.explain}</p>
    </section>
  );
}
