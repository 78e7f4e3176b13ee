import { adminErrorText } from '../../../components/admin/common-messages';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { UnexpectedVideoData, useVideos } from '../api/get-videos';

const messages = i18n('admin-videos/table', {
  unexpected: 'Failed to load videos due to unexpected data format',
  failed: 'Failed to fetch videos',
  title: 'Videos',
  id: 'ID',
  name: 'NAME',
  link: 'LINK',
  download: 'DOWNLOAD',
  loading: 'Loading videos...',
  empty: 'No videos available',
  notAvailable: 'N/A',
  downloadVideo: params('Download {name}'),
  video: 'video',
  downloadButton: 'Download',
  footer: 'Showing 0 to 0 of 0 entries',
});

/** The package's videos; the footer is static by design (there is no paging). */
export function VideoTable() {
  const videos = useVideos();
  const t = useMessages(messages);
  useEffect(() => {
    if (!videos.isError) return;
    const now = messages.get();
    toast.error(
      videos.error instanceof UnexpectedVideoData ? now.unexpected : adminErrorText(videos.error, now.failed),
    );
  }, [videos.isError, videos.error]);
  const items = videos.isError ? [] : (videos.data ?? []);

  return (
    <section aria-labelledby="videos-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="videos-heading" className="mb-3 text-lg font-semibold">
        {t.title}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs text-muted">
            <tr>
              {[t.id, t.name, t.link, t.download].map((h) => (
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
                  {t.loading}
                </td>
              </tr>
            ) : items.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-8 text-center text-muted">
                  {t.empty}
                </td>
              </tr>
            ) : (
              items.map((v, i) => (
                <tr key={v.id ?? `${v.name}-${i}`} className="border-t border-slate-100">
                  <td className="px-4 py-3 font-mono text-xs">{v.id || t.notAvailable}</td>
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
                      aria-label={t.downloadVideo({ name: v.name ?? t.video })}
                      onClick={() => window.open(v.link, '_blank', 'noopener,noreferrer,width=960,height=640')}
                    >
                      {t.downloadButton}
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-muted">{t.footer}</p>
    </section>
  );
}
