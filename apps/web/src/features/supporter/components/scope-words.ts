import type { SupportScope } from '@clearwell/shared';
import { i18n, params } from '../../../lib/i18n';

export const scopeMessages = i18n('supporter/scope', {
  sessions: 'sessions',
  measures: 'questionnaire scores',
  checkIns: 'check-ins',
  shares: params('Shares: {what}'),
  nothing: 'Shares nothing at the moment',
});
type Texts = ReturnType<typeof scopeMessages.get>;

/** "Shares: sessions, check-ins", or that nothing is shared: what the patient chose, in words. */
export function scopeInWords(scope: SupportScope, t: Texts): string {
  const what = [scope.sessions && t.sessions, scope.measures && t.measures, scope.check_ins && t.checkIns].filter(
    Boolean,
  );
  return what.length ? t.shares({ what: what.join(', ') }) : t.nothing;
}
