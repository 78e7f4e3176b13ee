import { useState } from 'react';
import { useFirstVideo } from '../api/get-videos';

interface PackageVideoProps {
  title: string;
  /** Shown instead of the player when the video cannot play. */
  failureText?: string;
}

/**
 * The first video of the uploaded package. With no package there is simply no player;
 * a video that fails to load is replaced by a short message.
 */
export function PackageVideo({ title, failureText }: PackageVideoProps) {
  const video = useFirstVideo();
  const [failed, setFailed] = useState(false);
  if (!video.data) return null;
  if (failed) {
    return failureText ? (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-base text-danger">
        {failureText}
      </p>
    ) : null;
  }
  return (
    <figure className="flex flex-col gap-2">
      <video
        src={video.data.link}
        controls
        preload="metadata"
        onError={() => setFailed(true)}
        className="aspect-video w-full rounded-2xl bg-black"
        aria-label={title}
      ></video>
      <figcaption className="text-sm text-muted">{video.data.name}</figcaption>
    </figure>
  );
}
