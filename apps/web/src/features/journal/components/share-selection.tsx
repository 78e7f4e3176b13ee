import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

// Loaded once the patient starts choosing entries, so it is there by the time they share.
const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));
import { MAX_SHARED_SESSIONS } from '@clearwell/shared/constants';
import { count as plural, i18n, params, useMessages } from '../../../lib/i18n';

const messages = i18n('journal/share-selection', {
  shareEntry: params('Share {label}'),
  start: 'Select entries to share',
  region: 'Share entries',
  choose: 'Choose the entries to share',
  chosen: plural({ one: '{count} entry chosen', other: '{count} entries chosen' }),
  atMost: params(' (at most {max})'),
  cancel: 'Cancel',
  share: 'Share with my coach',
});

/** Which entries are chosen for a link, while the patient is choosing. */
export function useShareSelection() {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  return {
    selecting,
    selected,
    start: () => setSelecting(true),
    stop: () => {
      setSelecting(false);
      setSelected([]);
    },
    toggle: (id: string) => setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])),
  };
}
export type ShareSelection = ReturnType<typeof useShareSelection>;

/** The tick box on one journal entry while entries are being chosen. */
export function SelectEntryBox({
  selection,
  sessionId,
  label,
}: {
  selection: ShareSelection;
  sessionId: string;
  label: string;
}) {
  const t = useMessages(messages);
  if (!selection.selecting) return null;
  const checked = selection.selected.includes(sessionId);
  const full = !checked && selection.selected.length >= MAX_SHARED_SESSIONS;
  return (
    <input
      type="checkbox"
      checked={checked}
      disabled={full}
      onChange={() => selection.toggle(sessionId)}
      aria-label={t.shareEntry({ label })}
      className="h-6 w-6 shrink-0 accent-brand-600"
    />
  );
}

/** Starts choosing entries for a link. */
export function ShareStartButton({ selection }: { selection: ShareSelection }) {
  const t = useMessages(messages);
  if (selection.selecting) return null;
  return (
    <Button variant="secondary" onClick={selection.start} className="self-start">
      {t.start}
    </Button>
  );
}

/**
 * Kept at the bottom of the screen while entries are being chosen: how many are chosen, and
 * "Share with my coach", which opens the dialog that makes the link. Closing the dialog after
 * a link was made ends the choosing.
 */
export function ShareBar({ selection }: { selection: ShareSelection }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [shared, setShared] = useState(false);
  const t = useMessages(messages);
  if (!selection.selecting) return null;
  const count = selection.selected.length;
  const closeDialog = () => {
    setDialogOpen(false);
    if (shared) {
      setShared(false);
      selection.stop();
    }
  };
  return (
    <>
      <div
        role="region"
        aria-label={t.region}
        className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-brand-100 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] sm:mx-0 sm:rounded-2xl sm:border"
      >
        <p aria-live="polite" className="text-ink">
          {count === 0 ? t.choose : t.chosen(count)}
          {count >= MAX_SHARED_SESSIONS ? t.atMost({ max: MAX_SHARED_SESSIONS }) : ''}
        </p>
        <div className="flex gap-2">
          <Button variant="ghost" onClick={selection.stop}>
            {t.cancel}
          </Button>
          <Button onClick={() => setDialogOpen(true)} disabled={count === 0}>
            {t.share}
          </Button>
        </div>
      </div>
      <Suspense fallback={null}>
        <ShareDialog
          open={dialogOpen}
          sessionIds={selection.selected}
          onClose={closeDialog}
          onShared={() => setShared(true)}
        />
      </Suspense>
    </>
  );
}
