import { Link } from 'react-router';
import { APP_NAME } from '../../lib/app-config';

export function Logo({ to = '/', className = '' }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={`inline-flex items-center gap-2 text-lg font-semibold text-brand-800 ${className}`}>
      <img src="/logo.svg" alt="" width={32} height={32} />
      <span>{APP_NAME}</span>
    </Link>
  );
}
