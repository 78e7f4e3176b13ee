import type { ReactNode } from 'react';

/** The centred card every sign-in, sign-up and password screen sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        {intro ? <div className="text-base text-muted">{intro}</div> : null}
      </div>
      {children}
    </section>
  );
}

export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' | 'success' }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-danger',
    info: 'border-brand-200 bg-brand-50 text-brand-800',
    success: 'border-green-200 bg-green-50 text-green-900',
  };
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${styles[tone]}`}>
      {children}
    </div>
  );
}
