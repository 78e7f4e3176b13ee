import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Saves the patient's questionnaire record as FHIR JSON, for a clinic's or another app's use; returns its name. */
export async function downloadFhirRecord(): Promise<string> {
  const fallbackName = `clearwell_record_${new Date().toISOString().slice(0, 10)}.fhir.json`;
  const { blob, filename } = await apiDownload('/api/measures/fhir', { fallbackName });
  const name = /^[\w.-]+\.json$/.test(filename) ? filename : fallbackName;
  saveFile(blob, name);
  return name;
}

export const useDownloadFhirRecord = () => useMutation({ mutationFn: downloadFhirRecord });
