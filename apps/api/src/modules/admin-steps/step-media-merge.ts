import type { stepMedia } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';
import type { StepForm } from './step-upload.js';

type MediaRow = typeof stepMedia.$inferSelect;

/**
 * The storage key a client names: the URL the API gave out (relative or absolute, possibly
 * with a query) or the bare key. Anything else simply matches nothing.
 */
export function keyFromReference(reference: string): string {
  let pathname = reference.trim();
  try {
    pathname = new URL(pathname, 'http://placeholder.invalid').pathname;
  } catch {
    return '';
  }
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return '';
  }
  const at = pathname.indexOf('/files/');
  return at >= 0 ? pathname.slice(at + '/files/'.length) : pathname.replace(/^\//, '');
}

/**
 * Which existing media stay: images named in existing_images (in that order), the video and
 * audio named in existing_video / existing_audio unless a new one replaces them. The rest go.
 */
export function mediaChanges(
  { storage }: Pick<ServiceDeps, 'storage'>,
  current: MediaRow[],
  form: StepForm,
): { keep: MediaRow[]; drop: MediaRow[] } {
  const matches = (row: MediaRow, ref: string) =>
    keyFromReference(ref) === row.storageKey || ref === storage.urlPath(row.storageKey);
  const images = current.filter((m) => m.kind === 'image');
  const keptImages = form.fields.existingImages
    .map((ref) => images.find((m) => matches(m, ref)))
    .filter((m, i, all): m is MediaRow => !!m && all.indexOf(m) === i);
  const keepSingle = (kind: 'video' | 'audio', ref: string | null) => {
    if (!ref || form.uploads.some((u) => u.kind === kind)) return [];
    return current.filter((m) => m.kind === kind && matches(m, ref)).slice(0, 1);
  };
  const keep = [
    ...keptImages,
    ...keepSingle('video', form.fields.existingVideo),
    ...keepSingle('audio', form.fields.existingAudio),
  ];
  return { keep, drop: current.filter((m) => !keep.includes(m)) };
}
