import { Link } from 'react-router';
import { useAppInfo } from '../../../lib/app-info';
import { i18n, useMessages } from '../../../lib/i18n';
import { ContentPage, CrisisNote } from '../components/content-page';
import { fillSlots } from '../components/fill-slots';

const messages = i18n('content/support', {
  title: 'Support',
  lead: 'Questions about your account or the app? We are happy to help.',
  /** `{link}` becomes a link to the crisis lines, reading `getHelp`. */
  crisis: 'Going through something hard right now? {link} with free crisis lines where you are.',
  getHelp: 'Get help now',
  email: 'Email',
  phone: 'Phone',
  hours: 'Hours',
  hoursValue: 'weekdays 9am-5pm EST',
  /** `{link}` becomes a link to the feedback form, reading `feedbackLink`. */
  feedback: 'You can also tell us what you think through the {link}.',
  feedbackLink: 'feedback form',
});

export function SupportPage() {
  const info = useAppInfo();
  const t = useMessages(messages);
  return (
    <ContentPage title={t.title} lead={t.lead}>
      <p className="rounded-2xl border-2 border-brand-200 bg-brand-50 p-5 text-lg">
        {fillSlots(t.crisis, {
          link: (
            <Link to="/get-help" className="font-semibold text-brand-800 underline">
              {t.getHelp}
            </Link>
          ),
        })}
      </p>
      <dl className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-5 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t.email}</dt>
        <dd>
          {info.data ? (
            <a href={`mailto:${info.data.support_email}`} className="text-brand-700 underline">
              {info.data.support_email}
            </a>
          ) : (
            '…'
          )}
        </dd>
        <dt className="font-semibold">{t.phone}</dt>
        <dd>
          {info.data ? (
            <a href={`tel:${info.data.support_phone.replace(/[^+\d]/g, '')}`} className="text-brand-700 underline">
              {info.data.support_phone}
            </a>
          ) : (
            '…'
          )}
        </dd>
        <dt className="font-semibold">{t.hours}</dt>
        <dd>{t.hoursValue}</dd>
      </dl>
      <p>
        {fillSlots(t.feedback, {
          link: (
            <Link to="/feedback" className="font-medium text-brand-700 underline">
              {t.feedbackLink}
            </Link>
          ),
        })}
      </p>
      <CrisisNote />
    </ContentPage>
  );
}
