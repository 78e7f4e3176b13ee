import { Link } from 'react-router';

/** Said calmly when a session ends without a connection: nothing is lost, it only waits to be sent. */
export function SavedOnDevice() {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-5"
      data-testid="saved-on-device"
    >
      <p className="text-lg font-semibold text-brand-800">Saved on this device</p>
      <p className="text-ink">
        You are offline just now, so your session is kept safely on this phone or computer. It will be added to your{' '}
        <Link to="/journal" className="text-brand-700 underline">
          journal
        </Link>{' '}
        by itself when you are back online.
      </p>
    </div>
  );
}
