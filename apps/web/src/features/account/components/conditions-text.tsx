import { useAppName } from '../../../lib/app-info';
import { i18n, params, useMessages } from '../../../lib/i18n';

const messages = i18n('conditions/text', {
  label: 'Conditions of use text',
  intro: params(
    'Please read these conditions before you start a session. They explain what {appName} is, what it is not, and what you agree to when you use it. They are written to be read, so take a few minutes.',
  ),
  isTitle: params('1. What {appName} is'),
  is: params(
    '{appName} is a self-help tool. It guides you, step by step, to turn your attention towards an unwanted feeling, thought or pain, notice it closely, and let it change. Everything it offers is general guidance that you choose to follow on your own, at your own pace.',
  ),
  isNotTitle: params('2. What {appName} is not'),
  isNot: params(
    '{appName} is not therapy, counselling, medical care or a diagnosis, and using it does not make anyone your therapist or doctor. It does not replace advice, treatment or medication from a qualified professional. Do not stop or change a treatment because of something you experienced in a session. If you have a health condition, or are unsure whether this kind of exercise suits you, talk to a professional first.',
  ),
  crisisTitle: '3. If you are in crisis',
  crisis: params(
    '{appName} cannot help in an emergency and nobody watches your sessions as they happen. If you are thinking of harming yourself or someone else, or feel unsafe, stop now and contact your local emergency services, or go to the nearest emergency department.',
  ),
  careTitle: '4. Taking care of yourself during a session',
  care: params(
    'Paying close attention to something painful can make it feel stronger for a while before it eases. You are always in charge: you may pause, skip a step or stop a session at any moment. Do not use {appName} while driving, operating machinery or doing anything that needs your full attention. If a session leaves you distressed, stop and reach out to someone you trust or a professional.',
  ),
  resultsTitle: '5. Results',
  results:
    'People experience the method differently. We cannot promise that a feeling, thought or pain will change, or how long any change will last. The intensity scores you record are your own impressions, not measurements.',
  accountTitle: '6. Your account',
  account: params(
    'You must be at least 18 years old, or have the permission of a parent or guardian, to create an account. Keep your password to yourself and tell us if you think someone else has used your account. Use {appName} only for yourself and only in lawful ways.',
  ),
  informationTitle: '7. Your information',
  information:
    'We keep what you write and score in your sessions so you can see it in your journal. You can delete your journal at any time from Settings. Your results are shared for research only if you turn on Share Data for Research, and then only without your name or email address. You can turn it off whenever you like.',
  changesTitle: '8. Changes to the service and these conditions',
  changes: params(
    'We may improve, change or pause parts of {appName}. If these conditions change in a way that matters, we will ask you to read and accept them again before your next session.',
  ),
  responsibilityTitle: '9. Responsibility',
  responsibility: params(
    'You decide whether and how to use {appName}, and you are responsible for the choices you make based on it. As far as the law allows, we are not responsible for decisions you take or harm that results from using the tool in place of professional help.',
  ),
  questionsTitle: '10. Questions',
  questions: 'If anything here is unclear, contact us through the Support page before you begin.',
});

/** The conditions of use, written for this product in plain language. */
export function ConditionsText() {
  const appName = useAppName();
  const t = useMessages(messages);
  const heading = 'text-lg font-semibold';
  return (
    <div
      className="flex max-h-[28rem] flex-col gap-4 overflow-y-auto rounded-xl border border-brand-100 bg-white p-5 text-base leading-relaxed text-ink"
      tabIndex={0}
      aria-label={t.label}
    >
      <p>{t.intro({ appName })}</p>
      <h2 className={heading}>{t.isTitle({ appName })}</h2>
      <p>{t.is({ appName })}</p>
      <h2 className={heading}>{t.isNotTitle({ appName })}</h2>
      <p>{t.isNot({ appName })}</p>
      <h2 className={heading}>{t.crisisTitle}</h2>
      <p>{t.crisis({ appName })}</p>
      <h2 className={heading}>{t.careTitle}</h2>
      <p>{t.care({ appName })}</p>
      <h2 className={heading}>{t.resultsTitle}</h2>
      <p>{t.results}</p>
      <h2 className={heading}>{t.accountTitle}</h2>
      <p>{t.account({ appName })}</p>
      <h2 className={heading}>{t.informationTitle}</h2>
      <p>{t.information}</p>
      <h2 className={heading}>{t.changesTitle}</h2>
      <p>{t.changes({ appName })}</p>
      <h2 className={heading}>{t.responsibilityTitle}</h2>
      <p>{t.responsibility({ appName })}</p>
      <h2 className={heading}>{t.questionsTitle}</h2>
      <p>{t.questions}</p>
    </div>
  );
}
