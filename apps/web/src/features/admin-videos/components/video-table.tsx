import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { UnexpectedVideoData, useVideos } from '../api/get-videos';

/** The package's videos; the footer is static by design (there is no paging). */
export function VideoTable() {
  const videos = useVideos();
  useEffect(() => {
    if (!videos.isError) return;
    toast.error(
      videos.error instanceof UnexpectedVideoData
        ? 'Failed to load videos due to unexpected data format'
        : errorMessage(videos.error, 'Failed to fetch videos'),
    );
  }, [videos.isError, videos.error]);
  const items = videos.isError ? [] : (videos.data ?? []);

  return (
    <section aria-labelledby="videos-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="videos-heading" className="mb-3 text-lg font-semibold">
        Videos
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs text-muted">
            <tr>
              {['ID', 'NAME', 'LINK', 'DOWNLOAD'].map((h) => (
                <th key={h} scope="col" className="px-4 py-3">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {videos.isPending ? (
              <tr>
                <td colSpan={4} className="px-4 py-8 text-center text-muted">
                  Loading videos...
                </td>
              </tr>
            ) : items.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-8 text-center text-muted">
                  No videos available
                </td>
              </tr>
            ) : (
              items.map((v, i) => (
                <tr key={v.id ?? `${v.name}-${i}`} className="border-t border-slate-100">
                  <td className="px-4 py-3 font-mono text-xs">{v.id || 'N/A'}</td>
                  <td className="px-4 py-3">{v.name}</td>
                  <td className="px-4 py-3">
                    {v.link ? (
                      <a href={v.link} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                        {v.link}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="px-4 py-3">
                    <Button
                      variant="secondary"
                      disabled={!v.link}
                      aria-label={`Download ${v.name ?? 'video'}`}
                      onClick={() => window.open(v.link, '_blank', 'noopener,noreferrer,width=960,height=640')}
                    >
                      Download
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-muted">Showing 0 to 0 of 0 entries</p>
    </section>
  );
}
