import { useAppTypes } from '../../../lib/get-app-types';

/** The app types the product serves and how many patients signed up from each. */
export function AppTypesPage() {
  const appTypes = useAppTypes();
  const items = appTypes.data ?? [];
  return (
    <section aria-labelledby="app-types-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="app-types-heading" className="mb-1 text-lg font-semibold">
        App Types
      </h2>
      <p className="mb-4 text-sm text-muted">
        Where patients signed up from. The dashboard can be filtered by each of them.
      </p>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase text-muted">
          <tr>
            {['Name', 'Code', 'Users'].map((h) => (
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
                Loading app types...
              </td>
            </tr>
          ) : appTypes.isError ? (
            <tr>
              <td colSpan={3} role="alert" className="px-4 py-8 text-center text-danger">
                Failed to load app types
              </td>
            </tr>
          ) : items.length === 0 ? (
            <tr>
              <td colSpan={3} className="px-4 py-8 text-center text-muted">
                No app types yet
              </td>
            </tr>
          ) : (
            items.map((t) => (
              <tr key={t.id} className="border-t border-slate-100">
                <td className="px-4 py-3">{t.name}</td>
                <td className="px-4 py-3 font-mono">{t.code}</td>
                <td className="px-4 py-3">{t.user_count.toLocaleString('en-US')}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
