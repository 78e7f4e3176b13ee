import { useEffect, useRef } from 'react';

/**
 * Preview URLs for chosen files. Each file keeps its URL while it stays chosen; URLs of files
 * that are gone are released after the render, and all of them when the screen closes.
 */
export function useObjectUrls(files: (File | null | undefined)[]): string[] {
  const cache = useRef(new Map<File, string>());
  const list = files.filter((f): f is File => !!f);
  const urls = list.map((file) => {
    let url = cache.current.get(file);
    if (!url) cache.current.set(file, (url = URL.createObjectURL(file)));
    return url;
  });
  useEffect(() => {
    for (const [file, url] of cache.current) {
      if (!list.includes(file)) {
        URL.revokeObjectURL(url);
        cache.current.delete(file);
      }
    }
  });
  useEffect(() => {
    const owned = cache.current;
    return () => {
      owned.forEach((url) => URL.revokeObjectURL(url));
      owned.clear();
    };
  }, []);
  return urls;
}
