import path from 'node:path';
import archiver from 'archiver';
import type { UserRow } from '../account/account.service.js';
import { sharesForExport } from '../journal-shares/journal-shares.service.js';
import { measureExport } from '../measures/measures.service.js';
import type { ServiceDeps } from '../service-deps.js';
import { toSettings } from '../settings/settings.service.js';
import { supportForExport } from '../support/support.service.js';
import { checkInEntries, feedbackEntries, journalEntries, jsonArrayStream, jsonFile } from './data-export-rows.js';

export const exportFileName = (now = new Date()) => `clearwell-my-data-${now.toISOString().slice(0, 10)}.zip`;

function readme(appName: string, exportedAt: Date, avatarName: string | null): string {
  return [
    `Your ${appName} data, exported on ${exportedAt.toISOString()}.`,
    '',
    'profile.json   your account: names, e-mail, status, when it was created and last used',
    'settings.json  guide medium, research sharing (and when you agreed), check-in and supporter mails, country, language,',
    '               conditions of use',
    'journal.json   every guided session you completed, with all of your answers',
    'check-ins.json every check-in after a session ("is it still gone?"): when it was due, your answer and note',
    'measures.json  every questionnaire you answered (PHQ-9, GAD-7): your answers, the score and its band',
    'feedback.json  the feedback you sent while signed in',
    'shared-links.json  links you made to show journal entries to a coach: when each was made, ends or was ended, its',
    '                   entries and every time it was opened (never the link itself: only a hash of it is kept)',
    'support.json   every link you made to a supporter: their name, what you shared, since and until when, each',
    '               time they opened your page, and your messages with them',
    ...(avatarName ? [`${avatarName.padEnd(14)} your profile picture`] : []),
    '',
    'Dates are ISO 8601 in UTC. Your password is never stored in a readable form and is not included.',
    '',
  ].join('\n');
}

/** The account as the patient may read it: every column we hold except secrets. */
function profileOf(user: UserRow, avatarName: string | null) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    status: user.status,
    avatar_file: avatarName,
    facebook_id: user.facebookId,
    app_type: user.appType,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
  };
}

/** The settings as the patient sees them in the app (GET /api/settings), and when they agreed to what. */
function settingsOf(user: UserRow) {
  return {
    ...toSettings(user),
    research_consent_at: user.researchConsentAt?.toISOString() ?? null,
    agreement_accepted: user.agreementAccepted,
    agreement_accepted_at: user.agreementAcceptedAt?.toISOString() ?? null,
  };
}

/**
 * The patient's data as a zip stream. Entries are queued now and produced only as the client
 * reads: the journal and feedback are read from the database in batches while the archive is
 * being sent, and the avatar is copied from storage, so nothing is ever held whole in memory.
 * Password hashes, sessions and one-time tokens are never read.
 */
export async function createDataExport(deps: Pick<ServiceDeps, 'db' | 'storage' | 'config'>, user: UserRow) {
  const avatarKey = user.avatarKey && (await deps.storage.exists(user.avatarKey)) ? user.avatarKey : null;
  const avatarName = avatarKey ? `avatar${path.extname(avatarKey)}` : null;
  const exportedAt = new Date();
  const archive = archiver('zip', { zlib: { level: 6 } });
  const entry = (name: string) => ({ name, date: exportedAt });
  archive.append(readme(deps.config.appName, exportedAt, avatarName), entry('README.txt'));
  archive.append(jsonFile(profileOf(user, avatarName)), entry('profile.json'));
  archive.append(jsonFile(settingsOf(user)), entry('settings.json'));
  archive.append(jsonArrayStream(journalEntries(deps, user.id)), entry('journal.json'));
  archive.append(jsonArrayStream(checkInEntries(deps, user.id)), entry('check-ins.json'));
  archive.append(jsonArrayStream(measureExport(deps, user.id)), entry('measures.json'));
  archive.append(jsonArrayStream(feedbackEntries(deps, user.id)), entry('feedback.json'));
  archive.append(jsonFile(await sharesForExport(deps, user.id)), entry('shared-links.json'));
  archive.append(jsonFile(await supportForExport(deps, user.id)), entry('support.json'));
  if (avatarKey && avatarName) archive.append(await deps.storage.get(avatarKey), entry(avatarName));
  // A failure while writing is emitted as the stream's 'error', which aborts the response.
  archive.finalize().catch(() => undefined);
  return archive;
}
