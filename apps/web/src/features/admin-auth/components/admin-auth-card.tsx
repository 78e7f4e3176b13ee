import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { LogoMark } from '../../../components/ui/logo';
import { useAppName } from '../../../lib/app-info';
import { i18n, params, useMessages } from '../../../lib/i18n';

const messages = i18n('admin-auth/card', {
  logo: params('{name} logo'),
  brand: params('{name} Admin'),
});

/** The centred card the admin sign-in and password screens share. */
export function AdminAuthCard({ title, children }: { title: string; children: ReactNode }) {
  const appName = useAppName();
  const t = useMessages(messages);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <section className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <span className="flex items-center gap-2">
            <LogoMark size={36} label={appName ? t.logo({ name: appName }) : undefined} />
            <span className="text-lg font-semibold text-brand-800">{t.brand({ name: appName })}</span>
          </span>
          {/* Before signing in too: the choice is kept on this device. */}
          <LanguageSwitcher />
        </div>
        <h1 className="mb-6 text-2xl font-semibold text-ink">{title}</h1>
        {children}
      </section>
    </main>
  );
}

export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' | 'success' }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-danger',
    info: 'border-amber-200 bg-amber-50 text-amber-900',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  };
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mb-4 rounded-lg border px-3 py-2 text-sm ${styles[tone]}`}
    >
      {children}
    </p>
  );
}
