import type { AuditAction, AuditEntry } from '@clearwell/shared';
import { formatTypedDate } from '../../components/admin/dates';
import { count as plural, i18n, params, type Language } from '../../lib/i18n';

/** What each recorded action is called on screen, in the filter and in the list. */
export const actionMessages = i18n('admin-audit/actions', {
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
  'supporter.invite': 'Invited a supporter',
  'supporter.resend': 'Resent a supporter’s invitation',
  'supporter.deactivate': 'Deactivated a supporter',
} satisfies Record<AuditAction, string>);

/** The words that say what an action was done to. */
export const targetMessages = i18n('admin-audit/targets', {
  quoted: params('“{text}”'),
  aStep: 'A step',
  atPosition: params('{title}, at position {position}'),
  wasAtPosition: params('{title}, was at position {position}'),
  moved: params('{title}, position {from} → {to}'),
  filesAdded: plural({ one: '{count} file added', other: '{count} files added' }),
  filesRemoved: plural({ one: '{count} file removed', other: '{count} files removed' }),
  translationsEdited: 'translations edited',
  videos: plural({ one: '{count} video', other: '{count} videos' }),
  aPackage: 'A package',
  daysBetween: params('{from} to {to}'),
  daysFrom: params('from {from}'),
  daysUpTo: params('up to {to}'),
  allDates: 'All dates',
  aCrisisLine: 'A crisis line',
  defaultList: 'the default list',
  aSupporter: 'A supporter',
  aList: 'a list',
  movedBetween: params('moved from {from} to {to}'),
  inList: params('in {list}'),
  linePosition: params(', position {from} → {to}'),
  restored: params('Version {restored}, now live as version {number}'),
  none: '—',
});

type ActionTexts = ReturnType<typeof actionMessages.get>;
type TargetTexts = ReturnType<typeof targetMessages.get>;

/**
 * The actions the filter offers, in the order of AUDIT_ACTIONS (the record above has to name each
 * of them). Read from the labels rather than imported, so this screen does not load the schemas.
 */
export const AUDIT_ACTION_CHOICES = Object.keys(actionMessages.get()) as AuditAction[];

const isKnown = (action: string, t: ActionTexts): action is AuditAction => Object.hasOwn(t, action);

/** The label of an action; one recorded by a newer server than this screen knows reads as it was stored. */
export function actionLabel(action: string, t: ActionTexts = actionMessages.get()): string {
  return isKnown(action, t) ? t[action] : action;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** `yyyy-MM-dd` as the admin screens show days (MM/dd/yyyy in English). */
const day = (v: unknown, language: Language) => {
  const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  return m ? formatTypedDate(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])), language) : null;
};

function exportedDays(d: Record<string, unknown>, t: TargetTexts, language: Language): string {
  const [from, to] = [day(d.start_date, language), day(d.end_date, language)];
  if (from && to) return t.daysBetween({ from, to });
  if (from) return t.daysFrom({ from });
  if (to) return t.daysUpTo({ to });
  return t.allDates;
}

/** A crisis line by its name and list (`*` is the default list), with a move between places. */
function crisisLine(d: Record<string, unknown>, t: TargetTexts): string {
  const name = text(d.name) ? t.quoted({ text: text(d.name)! }) : t.aCrisisLine;
  const list = (c: unknown) => (c === '*' ? t.defaultList : (text(c) ?? t.aList));
  const where = text(d.from_country)
    ? t.movedBetween({ from: list(d.from_country), to: list(d.country) })
    : t.inList({ list: list(d.country) });
  const moved =
    count(d.from_order) && count(d.order) && count(d.from_order) !== count(d.order)
      ? t.linePosition({ from: count(d.from_order)!, to: count(d.order)! })
      : '';
  return `${name}, ${where}${moved}`;
}

/**
 * What the action was done to, in words: the step by its title, the days exported, the package
 * by its file name. Never a bare id: an entry with nothing to say reads as a dash.
 */
export function describeTarget(
  entry: AuditEntry,
  t: TargetTexts = targetMessages.get(),
  language: Language = 'en',
): string {
  const d = entry.details ?? {};
  const title = text(d.title) ? t.quoted({ text: text(d.title)! }) : t.aStep;
  switch (entry.action) {
    case 'step.create':
      return count(d.position) ? t.atPosition({ title, position: count(d.position)! }) : title;
    case 'step.update': {
      const files = [
        count(d.files_added) ? t.filesAdded(count(d.files_added)!) : null,
        count(d.files_removed) ? t.filesRemoved(count(d.files_removed)!) : null,
        d.translations === true ? t.translationsEdited : null,
      ];
      return [title, ...files].filter(Boolean).join(', ');
    }
    case 'step.delete':
      return count(d.position) ? t.wasAtPosition({ title, position: count(d.position)! }) : title;
    case 'step.reorder':
      return count(d.from) && count(d.to) ? t.moved({ title, from: count(d.from)!, to: count(d.to)! }) : title;
    case 'export.users':
    case 'export.feedbacks':
      return exportedDays(d, t, language);
    case 'video_package.replace': {
      const parts = [
        text(d.file_name) ? t.quoted({ text: text(d.file_name)! }) : t.aPackage,
        count(d.videos) !== null ? t.videos(count(d.videos)!) : null,
      ];
      return parts.filter(Boolean).join(', ');
    }
    case 'safety_resource.create':
    case 'safety_resource.update':
    case 'safety_resource.delete':
      return crisisLine(d, t);
    case 'supporter.invite':
    case 'supporter.resend':
    case 'supporter.deactivate':
      return text(d.name) ? t.quoted({ text: text(d.name)! }) : t.aSupporter;
    case 'content_version.restore':
      return count(d.restored) && count(d.number)
        ? t.restored({ restored: count(d.restored)!, number: count(d.number)! })
        : t.none;
    default:
      return t.none;
  }
}
