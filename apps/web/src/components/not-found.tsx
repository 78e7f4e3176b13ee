import { Link } from 'react-router';

export function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <h1 className="text-3xl font-semibold">404 Page Not Found</h1>
      <p className="text-lg text-muted">
        The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.
      </p>
      <Link to={homePath} className="rounded-lg bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700">
        Go to the home page
      </Link>
    </section>
  );
}
