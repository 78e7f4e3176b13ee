import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { i18n, useMessages } from '../../../lib/i18n';
import { logoutPatient } from '../../../lib/logout-patient';
import { clearSessionProgress } from '../../../lib/session-progress';
import { useProfile } from '../api/get-profile';
import { useDeleteJournal } from '../api/delete-journal';
import { Avatar } from '../components/avatar';
import { ClearDataCard } from '../components/clear-data-card';
import { CountrySetting } from '../components/country-setting';
import { GuideSettings } from '../components/guide-settings';
import { LanguageSetting } from '../components/language-setting';
import { YourDataSection } from '../components/your-data-section';
import { Spinner } from '../../../components/ui/spinner';

/** Its own chunk, fetched as the page shows: the page's first download stays as it was. */
const SupporterCard = lazy(() =>
  import('../components/supporter/supporter-card').then((m) => ({ default: m.SupporterCard })),
);

const messages = i18n('account/settings', {
  title: 'Settings',
  editProfile: 'Edit Profile',
  account: 'Account',
  changePassword: 'Change Password',
  conditions: 'Conditions of Use',
  logout: 'Logout',
  clearData: 'Clear Data',
  session: 'This Session',
  sessionDelete: 'Delete This Session',
  sessionQuestion: 'Delete This Session?',
  sessionText: 'Forget the answers of the session you have in progress on this device.',
  sessionConfirm:
    'The answers of your unfinished session will be removed. Sessions you already completed stay in your journal.',
  sessionCleared: 'Your current session has been cleared',
  journal: 'Journal',
  journalDelete: 'Delete Journal',
  journalQuestion: 'Delete Journal?',
  journalText: 'Delete every entry in your journal.',
  journalConfirm: 'All your journal entries will be deleted for good. This cannot be undone.',
  journalDeleted: 'Your journal entries have been deleted',
  journalFailed: 'Failed to delete journal entries',
});

const linkClass = 'flex min-h-11 items-center justify-between rounded-lg px-4 py-3 text-ink hover:bg-brand-50';

export function SettingsPage() {
  const t = useMessages(messages);
  const { data: user } = useProfile();
  const navigate = useNavigate();
  const deleteJournal = useDeleteJournal();
  const queryClient = useQueryClient();

  const logout = async () => {
    if (await logoutPatient(queryClient)) navigate('/login', { replace: true });
  };

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t.title}</h1>

      <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-brand-100 bg-white p-5">
        <Avatar user={user} />
        {/* At least a name's width: a long "Edit Profile" (German: "Profil bearbeiten") wraps below instead. */}
        <div className="min-w-36 flex-1">
          <p className="truncate text-xl font-semibold text-ink">
            {[user?.first_name, user?.last_name].filter(Boolean).join(' ')}
          </p>
          <p className="truncate text-muted">{user?.email}</p>
        </div>
        <Link
          to="/edit-profile"
          className="rounded-lg border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
        >
          {t.editProfile}
        </Link>
      </div>

      <nav
        aria-label={t.account}
        className="flex flex-col divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white"
      >
        <Link to="/change-password" className={linkClass}>
          {t.changePassword} <span aria-hidden="true">›</span>
        </Link>
        <Link to="/conditions-of-use" className={linkClass}>
          {t.conditions} <span aria-hidden="true">›</span>
        </Link>
        <button type="button" onClick={() => void logout()} className={`${linkClass} text-left`}>
          {t.logout} <span aria-hidden="true">›</span>
        </button>
      </nav>

      <Suspense fallback={<Spinner />}>
        <SupporterCard />
      </Suspense>

      <div className="rounded-2xl border border-brand-100 bg-white p-5">
        <LanguageSetting />
      </div>

      <div className="rounded-2xl border border-brand-100 bg-white p-5">
        <GuideSettings />
      </div>

      <div className="rounded-2xl border border-brand-100 bg-white p-5">
        <CountrySetting />
      </div>

      <div className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">{t.clearData}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <ClearDataCard
            title={t.session}
            deleteLabel={t.sessionDelete}
            question={t.sessionQuestion}
            description={t.sessionText}
            confirmText={t.sessionConfirm}
            onConfirm={() => {
              clearSessionProgress();
              toast.success(messages.get().sessionCleared);
            }}
          />
          <ClearDataCard
            title={t.journal}
            deleteLabel={t.journalDelete}
            question={t.journalQuestion}
            description={t.journalText}
            confirmText={t.journalConfirm}
            busy={deleteJournal.isPending}
            onConfirm={() =>
              deleteJournal.mutateAsync().then(
                () => void toast.success(messages.get().journalDeleted),
                () => void toast.error(messages.get().journalFailed),
              )
            }
          />
        </div>
      </div>

      <YourDataSection />
    </section>
  );
}
