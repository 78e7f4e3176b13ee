import type { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { asBool, asDate, keysetBatches } from '../../db/keyset-batches.js';
import type { InstantRange } from '../../lib/date-range.js';
import { safeText } from './excel-safe.js';
import { addSheet, DATE_TIME_FORMAT, drained, streamingWorkbook, writeRows } from './workbook.js';
import type { ServiceDeps } from '../service-deps.js';

interface UserRow {
  id: string;
  cursor_at: string;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  guide_medium: string;
  share_data_for_research: unknown;
  agreement_accepted: unknown;
  app_type: string;
  last_login_at: unknown;
  created_at: unknown;
}

/** Patients created in the range: profile and consent columns only, never credentials. */
export async function writeUsersWorkbook(
  { db }: Pick<ServiceDeps, 'db'>,
  range: InstantRange,
  out: PassThrough,
): Promise<void> {
  const workbook = streamingWorkbook(out);
  const { sheet, add } = addSheet(workbook, 'User Details', [
    { header: 'ID', key: 'id', width: 38 },
    { header: 'First Name', key: 'first_name', width: 20 },
    { header: 'Last Name', key: 'last_name', width: 20 },
    { header: 'Email', key: 'email', width: 32 },
    { header: 'Status', key: 'status', width: 10 },
    { header: 'Guide Medium', key: 'guide_medium', width: 14 },
    { header: 'Shares Data for Research', key: 'share', width: 24 },
    { header: 'Agreement Accepted', key: 'agreement', width: 20 },
    { header: 'App Type', key: 'app_type', width: 12 },
    { header: 'Last Sign-in', key: 'last_login_at', width: 18, numFmt: DATE_TIME_FORMAT },
    { header: 'Registered', key: 'created_at', width: 18, numFmt: DATE_TIME_FORMAT },
  ]);
  const rows = keysetBatches<UserRow>(db, {
    columns: sql`u.first_name, u.last_name, u.email, u.status, u.guide_medium, u.share_data_for_research,
      u.agreement_accepted, u.app_type, u.last_login_at, u.created_at`,
    from: sql`users u`,
    alias: 'u',
    range,
  });
  for await (const batch of rows) {
    await writeRows(batch, (r) =>
      add({
        id: r.id,
        first_name: safeText(r.first_name),
        last_name: safeText(r.last_name),
        email: safeText(r.email),
        status: r.status,
        guide_medium: r.guide_medium,
        share: asBool(r.share_data_for_research) ? 'Yes' : 'No',
        agreement: asBool(r.agreement_accepted) ? 'Yes' : 'No',
        app_type: safeText(r.app_type),
        last_login_at: asDate(r.last_login_at),
        created_at: asDate(r.created_at),
      }),
    );
    await drained(out, sheet);
  }
  sheet.commit();
  await workbook.commit();
}
