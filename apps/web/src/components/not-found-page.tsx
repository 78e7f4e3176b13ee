import { Link } from 'react-router';
import { i18n, useMessages } from '../lib/i18n';

const messages = i18n('ui/not-found', {
  title: '404 Page Not Found',
  text: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
  home: 'Go to the home page',
});

export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  const t = useMessages(messages);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <h1 className="text-3xl font-semibold">{t.title}</h1>
      <p className="text-lg text-muted">{t.text}</p>
      <Link to={homePath} className="rounded-lg bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700">
        {t.home}
      </Link>
    </section>
  );
}
