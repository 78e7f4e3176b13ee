import { i18n } from '../../../lib/i18n';

export const SELECT_ONE = 'Please select exactly one zip file';
export const ONLY_ZIP = 'Only zip files are allowed.';

/** Why a pick was refused, in the language in use (`pickZip` answers with the English source). */
export const zipMessages = i18n('admin-videos/zip', { selectOne: SELECT_ONE, onlyZip: ONLY_ZIP });

/** The one file to keep from a pick or a drop, or the message explaining why not. */
export function pickZip(files: ArrayLike<File> | null | undefined): { file: File } | { error: string } {
  if (!files || files.length !== 1) return { error: SELECT_ONE };
  const file = files[0]!;
  if (!/\.zip$/i.test(file.name)) return { error: ONLY_ZIP };
  return { file };
}

export function formatSize(bytes: number, language = 'en'): string {
  const oneDecimal = (n: number) => n.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${oneDecimal(bytes / (1024 * 1024))} MB`;
}
