import { Link } from 'react-router';
import { useAppInfo } from '../../../lib/app-info';
import { ContentPage, CrisisNote } from '../components/content-page';

export function SupportPage() {
  const info = useAppInfo();
  return (
    <ContentPage title="Support" lead="Questions about your account or the app? We are happy to help.">
      <p className="rounded-2xl border-2 border-brand-200 bg-brand-50 p-5 text-lg">
        Going through something hard right now?{' '}
        <Link to="/get-help" className="font-semibold text-brand-800 underline">
          Get help now
        </Link>{' '}
        with free crisis lines where you are.
      </p>
      <dl className="grid gap-4 rounded-2xl border border-brand-100 bg-white p-5 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Email</dt>
        <dd>
          {info.data ? (
            <a href={`mailto:${info.data.support_email}`} className="text-brand-700 underline">
              {info.data.support_email}
            </a>
          ) : (
            '…'
          )}
        </dd>
        <dt className="font-semibold">Phone</dt>
        <dd>
          {info.data ? (
            <a href={`tel:${info.data.support_phone.replace(/[^+\d]/g, '')}`} className="text-brand-700 underline">
              {info.data.support_phone}
            </a>
          ) : (
            '…'
          )}
        </dd>
        <dt className="font-semibold">Hours</dt>
        <dd>weekdays 9am-5pm EST</dd>
      </dl>
      <p>
        You can also tell us what you think through the{' '}
        <Link to="/feedback" className="font-medium text-brand-700 underline">
          feedback form
        </Link>
        .
      </p>
      <CrisisNote />
    </ContentPage>
  );
}
