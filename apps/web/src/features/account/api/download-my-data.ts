import type { AccountConfirmation } from '@clearwell/shared';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Asks for the patient's data (confirmed by password) and saves the zip; returns its name. */
export async function downloadMyData(confirmation: AccountConfirmation): Promise<string> {
  const fallbackName = `clearwell-my-data-${new Date().toISOString().slice(0, 10)}.zip`;
  const { blob, filename } = await apiDownload('/api/account/export', {
    method: 'POST',
    body: confirmation,
    fallbackName,
  });
  const name = /^[\w.-]+\.zip$/.test(filename) ? filename : fallbackName;
  saveFile(blob, name);
  return name;
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
