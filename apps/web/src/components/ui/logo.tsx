import { Link } from 'react-router';
import { useAppName } from '../../lib/app-info';
import { i18n, useMessages } from '../../lib/i18n';

const messages = i18n('ui/logo', { home: 'Home' });

/**
 * The mark itself, drawn inline (the same drawing as public/logo.svg, the favicon): an image
 * file would be one more request before the header is complete.
 */
export function LogoMark({ size = 32, label }: { size?: number; label?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle cx="32" cy="32" r="30" fill="#2f6f66" />
      <path d="M16 36c6-10 12-10 16 0s10 10 16 0" fill="none" stroke="#e8f3f1" strokeWidth="5" strokeLinecap="round" />
      <circle cx="32" cy="20" r="5" fill="#e8f3f1" />
    </svg>
  );
}

export function Logo({ to = '/', className = '' }: { to?: string; className?: string }) {
  const appName = useAppName();
  const t = useMessages(messages);
  return (
    <Link
      to={to}
      // Until the server has said the product's name the link has no text: it is named for where it goes.
      aria-label={appName ? undefined : t.home}
      className={`inline-flex items-center gap-2 text-lg font-semibold text-brand-800 ${className}`}
    >
      <LogoMark />
      {/* On the narrowest phones the mark stands alone, so the header's help and menu stay on screen; the name is still read out. */}
      <span className="max-[359px]:sr-only">{appName}</span>
    </Link>
  );
}
