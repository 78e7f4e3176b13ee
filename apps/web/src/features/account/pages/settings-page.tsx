import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { logoutPatient } from '../../../lib/logout-patient';
import { clearSessionProgress } from '../../../lib/session-progress';
import { useProfile } from '../api/get-profile';
import { useDeleteJournal } from '../api/delete-journal';
import { Avatar } from '../components/avatar';
import { ClearDataCard } from '../components/clear-data-card';
import { CountrySetting } from '../components/country-setting';
import { GuideSettings } from '../components/guide-settings';
import { YourDataSection } from '../components/your-data-section';

const linkClass = 'flex min-h-11 items-center justify-between rounded-lg px-4 py-3 text-ink hover:bg-brand-50';

export function SettingsPage() {
  const { data: user } = useProfile();
  const navigate = useNavigate();
  const deleteJournal = useDeleteJournal();
  const queryClient = useQueryClient();

  const logout = async () => {
    if (await logoutPatient(queryClient)) navigate('/login', { replace: true });
  };

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <h1 className="text-3xl font-semibold">Settings</h1>

      <div className="flex items-center gap-4 rounded-2xl border border-brand-100 bg-white p-5">
        <Avatar user={user} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-xl font-semibold text-ink">
            {[user?.first_name, user?.last_name].filter(Boolean).join(' ')}
          </p>
          <p className="truncate text-muted">{user?.email}</p>
        </div>
        <Link
          to="/edit-profile"
          className="rounded-lg border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
        >
          Edit Profile
        </Link>
      </div>

      <nav
        aria-label="Account"
        className="flex flex-col divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white"
      >
        <Link to="/change-password" className={linkClass}>
          Change Password <span aria-hidden="true">›</span>
        </Link>
        <Link to="/conditions-of-use" className={linkClass}>
          Conditions of Use <span aria-hidden="true">›</span>
        </Link>
        <button type="button" onClick={() => void logout()} className={`${linkClass} text-left`}>
          Logout <span aria-hidden="true">›</span>
        </button>
      </nav>

      <div className="rounded-2xl border border-brand-100 bg-white p-5">
        <GuideSettings />
      </div>

      <div className="rounded-2xl border border-brand-100 bg-white p-5">
        <CountrySetting />
      </div>

      <div className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold">Clear Data</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <ClearDataCard
            title="This Session"
            description="Forget the answers of the session you have in progress on this device."
            confirmText="The answers of your unfinished session will be removed. Sessions you already completed stay in your journal."
            onConfirm={() => {
              clearSessionProgress();
              toast.success('Your current session has been cleared');
            }}
          />
          <ClearDataCard
            title="Journal"
            description="Delete every entry in your journal."
            confirmText="All your journal entries will be deleted for good. This cannot be undone."
            busy={deleteJournal.isPending}
            onConfirm={() =>
              deleteJournal.mutateAsync().then(
                () => void toast.success('Your journal entries have been deleted'),
                () => void toast.error('Failed to delete journal entries'),
              )
            }
          />
        </div>
      </div>

      <YourDataSection />
    </section>
  );
}
