import { initialsOf } from '../../../lib/initials';
import type { StoredPatient } from '../../../lib/auth-storage';

/** The patient's picture, or their initials on a soft circle. */
export function Avatar({
  user,
  src,
  size = 72,
}: {
  user: StoredPatient | null | undefined;
  src?: string | null;
  size?: number;
}) {
  const image = src ?? user?.avatar;
  return (
    <span
      style={{ width: size, height: size }}
      className="flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-semibold text-brand-800"
    >
      {image ? <img src={image} alt="" className="h-full w-full object-cover" /> : initialsOf(user ?? null)}
    </span>
  );
}
