import { useAppTypes } from '../../../lib/get-app-types';
import { i18n, useLanguage, useMessages } from '../../../lib/i18n';

const messages = i18n('admin-app-types/page', {
  title: 'App Types',
  intro: 'Where patients signed up from. The dashboard can be filtered by each of them.',
  name: 'Name',
  code: 'Code',
  users: 'Users',
  loading: 'Loading app types...',
  failed: 'Failed to load app types',
  empty: 'No app types yet',
});

/** The app types the product serves and how many patients signed up from each. */
export function AppTypesPage() {
  const appTypes = useAppTypes();
  const items = appTypes.data ?? [];
  const t = useMessages(messages);
  const language = useLanguage();
  return (
    <section aria-labelledby="app-types-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="app-types-heading" className="mb-1 text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mb-4 text-sm text-muted">{t.intro}</p>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase text-muted">
          <tr>
            {[t.name, t.code, t.users].map((h) => (
              <th key={h} scope="col" className="px-4 py-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {appTypes.isPending ? (
            <tr>
              <td colSpan={3} className="px-4 py-8 text-center text-muted">
                {t.loading}
              </td>
            </tr>
          ) : appTypes.isError ? (
            <tr>
              <td colSpan={3} role="alert" className="px-4 py-8 text-center text-danger">
                {t.failed}
              </td>
            </tr>
          ) : items.length === 0 ? (
            <tr>
              <td colSpan={3} className="px-4 py-8 text-center text-muted">
                {t.empty}
              </td>
            </tr>
          ) : (
            items.map((type) => (
              <tr key={type.id} className="border-t border-slate-100">
                <td className="px-4 py-3">{type.name}</td>
                <td className="px-4 py-3 font-mono">{type.code}</td>
                <td className="px-4 py-3">{type.user_count.toLocaleString(language)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
