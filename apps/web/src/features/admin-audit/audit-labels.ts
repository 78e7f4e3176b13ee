import type { AuditAction, AuditEntry } from '@clearwell/shared';

/** What each recorded action is called on screen, in the filter and in the list. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'admin.sign_in': 'Signed in',
  'admin.sign_out': 'Signed out',
  'admin.password_reset': 'Reset their password',
  'step.create': 'Created a step',
  'step.update': 'Edited a step',
  'step.delete': 'Deleted a step',
  'step.reorder': 'Reordered a step',
  'content_version.restore': 'Restored a content version',
  'export.users': 'Exported user details',
  'export.feedbacks': 'Exported feedback data',
  'video_package.replace': 'Replaced the video package',
  'safety_resource.create': 'Added a crisis line',
  'safety_resource.update': 'Edited a crisis line',
  'safety_resource.delete': 'Removed a crisis line',
};

/**
 * The actions the filter offers, in the order of AUDIT_ACTIONS (the record above has to name each
 * of them). Read from the labels rather than imported, so this screen does not load the schemas.
 */
export const AUDIT_ACTION_CHOICES = Object.keys(ACTION_LABELS) as AuditAction[];

const isKnown = (action: string): action is AuditAction => Object.hasOwn(ACTION_LABELS, action);

/** The label of an action; one recorded by a newer server than this screen knows reads as it was stored. */
export function actionLabel(action: string): string {
  return isKnown(action) ? ACTION_LABELS[action] : action;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** `yyyy-MM-dd` as the admin screens show days (MM/dd/yyyy). */
const day = (v: unknown) => {
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : null;
};

function exportedDays(d: Record<string, unknown>): string {
  const [from, to] = [day(d.start_date), day(d.end_date)];
  if (from && to) return `${from} to ${to}`;
  if (from) return `from ${from}`;
  if (to) return `up to ${to}`;
  return 'All dates';
}

/** A crisis line by its name and list (`*` is the default list), with a move between places. */
function crisisLine(d: Record<string, unknown>): string {
  const name = text(d.name) ? `“${text(d.name)}”` : 'A crisis line';
  const list = (c: unknown) => (c === '*' ? 'the default list' : (text(c) ?? 'a list'));
  const where = text(d.from_country)
    ? `moved from ${list(d.from_country)} to ${list(d.country)}`
    : `in ${list(d.country)}`;
  const moved =
    count(d.from_order) && count(d.order) && count(d.from_order) !== count(d.order)
      ? `, position ${count(d.from_order)} → ${count(d.order)}`
      : '';
  return `${name}, ${where}${moved}`;
}

/**
 * What the action was done to, in words: the step by its title, the days exported, the package
 * by its file name. Never a bare id: an entry with nothing to say reads as a dash.
 */
export function describeTarget(entry: AuditEntry): string {
  const d = entry.details ?? {};
  const title = text(d.title) ? `“${text(d.title)}”` : 'A step';
  switch (entry.action) {
    case 'step.create':
      return count(d.position) ? `${title}, at position ${count(d.position)}` : title;
    case 'step.update': {
      const files = [
        count(d.files_added) ? `${plural(count(d.files_added)!, 'file')} added` : null,
        count(d.files_removed) ? `${plural(count(d.files_removed)!, 'file')} removed` : null,
      ];
      return [title, ...files].filter(Boolean).join(', ');
    }
    case 'step.delete':
      return count(d.position) ? `${title}, was at position ${count(d.position)}` : title;
    case 'step.reorder':
      return count(d.from) && count(d.to) ? `${title}, position ${count(d.from)} → ${count(d.to)}` : title;
    case 'export.users':
    case 'export.feedbacks':
      return exportedDays(d);
    case 'video_package.replace': {
      const parts = [
        text(d.file_name) ? `“${text(d.file_name)}”` : 'A package',
        count(d.videos) !== null ? plural(count(d.videos)!, 'video') : null,
      ];
      return parts.filter(Boolean).join(', ');
    }
    case 'safety_resource.create':
    case 'safety_resource.update':
    case 'safety_resource.delete':
      return crisisLine(d);
    case 'content_version.restore':
      return count(d.restored) && count(d.number)
        ? `Version ${count(d.restored)}, now live as version ${count(d.number)}`
        : '—';
    default:
      return '—';
  }
}
