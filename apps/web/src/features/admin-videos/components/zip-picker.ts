export const SELECT_ONE = 'Please select exactly one zip file';
export const ONLY_ZIP = 'Only zip files are allowed.';

/** The one file to keep from a pick or a drop, or the message explaining why not. */
export function pickZip(files: ArrayLike<File> | null | undefined): { file: File } | { error: string } {
  if (!files || files.length !== 1) return { error: SELECT_ONE };
  const file = files[0]!;
  if (!/\.zip$/i.test(file.name)) return { error: ONLY_ZIP };
  return { file };
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
