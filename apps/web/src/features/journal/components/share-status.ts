import type { ShareSummary } from '@clearwell/shared';
import type { Language } from '@clearwell/shared/constants';
import { count, i18n, params } from '../../../lib/i18n';
import { formatDate, formatTime } from '../../../components/journal/journal-entries';

export const shareStatusMessages = i18n('journal/share-status', {
  ended: params('Ended {date}'),
  entriesDeleted: 'Ended: its entries were deleted',
  expired: params('Expired {date}'),
  openUntil: params('Open until {date}, {time}'),
  entries: count({ one: '{count} entry', other: '{count} entries' }),
});
type Messages = ReturnType<typeof shareStatusMessages.get>;

/** What a link's row says about it, and whether it can still be ended. */
export function shareStatus(
  share: ShareSummary,
  t: Messages,
  lang: Language,
  now = Date.now(),
): { open: boolean; text: string } {
  if (share.revoked_at) return { open: false, text: t.ended({ date: formatDate(share.revoked_at, lang) }) };
  if (share.session_count === 0) return { open: false, text: t.entriesDeleted };
  if (new Date(share.expires_at).getTime() <= now)
    return { open: false, text: t.expired({ date: formatDate(share.expires_at, lang) }) };
  return {
    open: true,
    text: t.openUntil({ date: formatDate(share.expires_at, lang), time: formatTime(share.expires_at) }),
  };
}
