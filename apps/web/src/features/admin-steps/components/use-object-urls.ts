import { useEffect, useMemo } from 'react';

/** Preview URLs for chosen files, released when the files change or the screen closes. */
export function useObjectUrls(files: (File | null | undefined)[]): string[] {
  const list = files.filter((f): f is File => !!f);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const urls = useMemo(() => list.map((f) => URL.createObjectURL(f)), list);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}
