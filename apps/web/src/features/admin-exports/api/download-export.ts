import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type ExportKind = 'users' | 'feedbacks';

const FILE_PREFIX: Record<ExportKind, string> = { users: 'user_details', feedbacks: 'feedback_data' };

/** Asks the server for the workbook and saves it as `{prefix}_{yyyy-MM-dd}.xlsx`. */
export async function downloadExport(
  kind: ExportKind,
  range: { start_date?: string; end_date?: string },
  today: string,
): Promise<string> {
  const fallbackName = `${FILE_PREFIX[kind]}_${today}.xlsx`;
  const { blob, filename } = await apiDownload(`/api/admin/export/${kind}`, {
    area: 'admin',
    query: range,
    fallbackName,
  });
  const name = /^[\w.-]+\.xlsx$/.test(filename) ? filename : fallbackName;
  saveFile(blob, name);
  return name;
}
