import { Link } from 'react-router';
import { useAppInfo } from '../../../lib/app-info';
import { ContentPage } from '../components/content-page';

export function ContactCoachPage() {
  const info = useAppInfo();
  const email = info.data?.support_email;
  return (
    <ContentPage title="Contact Coach" lead="Sometimes it helps to have someone walk beside you.">
      <p>
        Our coaches know the method well and can help if you feel stuck, if the same experience keeps coming back, or if
        you simply want to learn to work with it more deeply. A first conversation is a chance to talk about what you
        are working on and whether coaching suits you.
      </p>
      <p>
        To arrange a conversation, write to us
        {email ? (
          <>
            {' '}
            at{' '}
            <a href={`mailto:${email}?subject=Coaching`} className="font-medium text-brand-700 underline">
              {email}
            </a>
          </>
        ) : null}{' '}
        with a few lines about yourself and a couple of times that suit you. We reply within two working days.
      </p>
      <p>
        Coaching is not therapy or crisis support. If you need help urgently, please see the{' '}
        <Link to="/support" className="font-medium text-brand-700 underline">
          Support
        </Link>{' '}
        page.
      </p>
    </ContentPage>
  );
}
