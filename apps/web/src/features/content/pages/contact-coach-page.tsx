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
  /** `{link}` becomes a link to the support page, reading `supportLink`. */
  notTherapy: 'Coaching is not therapy or crisis support. If you need help urgently, please see the {link} page.',
  supportLink: 'Support',
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
            <Link to="/support" className="font-medium text-brand-700 underline">
              {t.supportLink}
            </Link>
          ),
        })}
      </p>
    </ContentPage>
  );
}
