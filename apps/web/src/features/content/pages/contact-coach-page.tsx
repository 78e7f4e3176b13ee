import { Link } from 'react-router';
import { useAppInfo } from '../../../lib/app-info';
import { i18n, useMessages } from '../../../lib/i18n';
import { ContentPage } from '../components/content-page';
import { fillSlots } from '../components/fill-slots';

const messages = i18n('content/contact-coach', {
  title: 'Contact Coach',
  lead: 'Sometimes it helps to have someone walk beside you.',
  coaches:
    'Our coaches know the method well and can help if you feel stuck, if the same experience keeps coming back, or if you simply want to learn to work with it more deeply. A first conversation is a chance to talk about what you are working on and whether coaching suits you.',
  /** `{email}` becomes the support address as a link. */
  arrangeWithEmail:
    'To arrange a conversation, write to us at {email} with a few lines about yourself and a couple of times that suit you. We reply within two working days.',
  arrange:
    'To arrange a conversation, write to us with a few lines about yourself and a couple of times that suit you. We reply within two working days.',
  /** `{link}` becomes a link to the crisis lines (Get help now), reading `getHelpLink`. */
  notTherapy:
    'Coaching is not therapy or crisis support. If you need help urgently, go to {link} for the crisis lines where you are.',
  getHelpLink: 'Get help now',
});

export function ContactCoachPage() {
  const info = useAppInfo();
  const email = info.data?.support_email;
  const t = useMessages(messages);
  return (
    <ContentPage title={t.title} lead={t.lead}>
      <p>{t.coaches}</p>
      <p>
        {email
          ? fillSlots(t.arrangeWithEmail, {
              email: (
                <a href={`mailto:${email}?subject=Coaching`} className="font-medium text-brand-700 underline">
                  {email}
                </a>
              ),
            })
          : t.arrange}
      </p>
      <p>
        {fillSlots(t.notTherapy, {
          link: (
            <Link to="/get-help" className="font-medium text-brand-700 underline">
              {t.getHelpLink}
            </Link>
          ),
        })}
      </p>
    </ContentPage>
  );
}
