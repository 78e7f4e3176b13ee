import type { Supporter } from '@clearwell/shared';
import { commonMessages } from '../../../components/admin/common-messages';
import { stackedTable } from '../../../components/admin/stacked-table';
import { Button } from '../../../components/ui/button';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';

const messages = i18n('admin-supporters/table', {
  caption: 'Supporters',
  name: 'Name',
  email: 'E-mail',
  status: 'Status',
  lastSignIn: 'Last sign-in',
  actions: 'Actions',
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
  never: 'Never',
  resend: 'Resend invitation',
  resendFor: params('Resend the invitation to {name}'),
  deactivate: 'Deactivate',
  deactivateFor: params('Deactivate {name}'),
  empty: 'No supporters yet. Invite the first one above.',
});

export type SupporterStatus = 'invited' | 'active' | 'deactivated';
/** Deactivated is final; until a password is set through the link, the supporter is only invited. */
export const statusOf = (s: Supporter): SupporterStatus =>
  !s.active ? 'deactivated' : s.password_set ? 'active' : 'invited';

const BADGE: Record<SupporterStatus, string> = {
  invited: 'bg-amber-100 text-amber-950',
  active: 'bg-green-100 text-green-900',
  deactivated: 'bg-slate-200 text-ink',
};

interface Props {
  supporters: Supporter[];
  busy: boolean;
  onResend: (s: Supporter) => void;
  onDeactivate: (s: Supporter) => void;
}

/** Every supporter with their status in words, their last sign-in, and what can still be done. */
export function SupportersTable({ supporters, busy, onResend, onDeactivate }: Props) {
  const t = useMessages(messages);
  const common = useMessages(commonMessages);
  const lang = useLanguage();
  if (supporters.length === 0) return <p className="text-muted">{t.empty}</p>;
  return (
    <div className={stackedTable.frame}>
      <table className={stackedTable.table}>
        <caption className="sr-only">{t.caption}</caption>
        <thead className={stackedTable.head}>
          <tr>
            {[t.name, t.email, t.status, t.lastSignIn, t.actions].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stackedTable.body}>
          {supporters.map((s) => {
            const status = statusOf(s);
            return (
              <tr key={s.id} data-testid="supporter-row" className={stackedTable.row}>
                <th scope="row" data-label={t.name} className={`${stackedTable.cell} font-medium wrap-anywhere`}>
                  {s.name}
                </th>
                <td data-label={t.email} className={`${stackedTable.cell} wrap-anywhere`}>
                  {s.email}
                </td>
                <td data-label={t.status} className={stackedTable.cell}>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[status]}`}>{t[status]}</span>
                </td>
                <td data-label={t.lastSignIn} className={stackedTable.cell}>
                  {s.last_login_at ? new Date(s.last_login_at).toLocaleString(lang) : t.never}
                </td>
                <td data-label={t.actions} className={stackedTable.cell}>
                  {status === 'deactivated' ? (
                    common.none
                  ) : (
                    <div className="flex flex-wrap gap-2 sm:flex-nowrap">
                      {status === 'invited' ? (
                        <Button
                          variant="secondary"
                          className="min-h-9 px-3 text-sm whitespace-nowrap"
                          disabled={busy}
                          aria-label={t.resendFor({ name: s.name })}
                          onClick={() => onResend(s)}
                        >
                          {t.resend}
                        </Button>
                      ) : null}
                      <Button
                        variant="ghost"
                        className="min-h-9 px-3 text-sm whitespace-nowrap text-danger"
                        disabled={busy}
                        aria-label={t.deactivateFor({ name: s.name })}
                        onClick={() => onDeactivate(s)}
                      >
                        {t.deactivate}
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
