import type { Settings, SettingsResponse } from '@clearwell/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { loadPatient, type UserRow } from '../account/account.service.js';
import { newCheckInMailKey } from '../check-ins/check-ins.service.js';
import type { ServiceDeps } from '../service-deps.js';

export const toSettings = (row: UserRow): SettingsResponse => ({
  guide_medium: row.guideMedium,
  share_data_for_research: row.shareDataForResearch,
  check_in_emails: row.checkInEmails,
  support_emails: row.supportEmails,
  country: row.country,
  language: row.language,
  language_chosen: row.languageChosen,
});

/**
 * Research consent is dated when sharing turns on (kept while it stays on) and cleared
 * when it turns off, so exports can tell when a patient agreed. Turning check-in mails back on
 * gives them a new key, so the unsubscribe links of earlier mails stop working.
 */
export async function updateSettings(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
  changes: Partial<Settings>,
): Promise<SettingsResponse> {
  const current = await loadPatient(deps, userId);
  const share = changes.share_data_for_research;
  const consentAt =
    share === undefined
      ? current.researchConsentAt
      : share
        ? current.shareDataForResearch
          ? current.researchConsentAt
          : new Date()
        : null;
  const [row] = await deps.db
    .update(users)
    .set({
      guideMedium: changes.guide_medium ?? current.guideMedium,
      shareDataForResearch: share ?? current.shareDataForResearch,
      researchConsentAt: consentAt,
      checkInEmails: changes.check_in_emails ?? current.checkInEmails,
      checkInMailKey: changes.check_in_emails && !current.checkInEmails ? newCheckInMailKey() : current.checkInMailKey,
      supportEmails: changes.support_emails ?? current.supportEmails,
      country: changes.country === undefined ? current.country : (changes.country?.toUpperCase() ?? null),
      language: changes.language ?? current.language,
      languageChosen: changes.language !== undefined || current.languageChosen,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return toSettings(row!);
}
