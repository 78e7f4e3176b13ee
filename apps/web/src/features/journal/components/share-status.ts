import type { ShareSummary } from '@clearwell/shared';
import { formatDate } from './journal-entries';

/** What a link's row says about it, and whether it can still be ended. */
export function shareStatus(share: ShareSummary, now = Date.now()): { open: boolean; text: string } {
  if (share.revoked_at) return { open: false, text: `Ended ${formatDate(share.revoked_at)}` };
  if (share.session_count === 0) return { open: false, text: 'Ended: its entries were deleted' };
  if (new Date(share.expires_at).getTime() <= now)
    return { open: false, text: `Expired ${formatDate(share.expires_at)}` };
  return { open: true, text: `Open until ${formatDate(share.expires_at)}, ${formatTime(share.expires_at)}` };
}

/** HH:mm in the viewer's time zone, written without Intl (see journal-entries.ts). */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

export const entryCount = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);
