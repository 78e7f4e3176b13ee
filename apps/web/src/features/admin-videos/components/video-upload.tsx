import { adminErrorText } from '../../../components/admin/common-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { forgetUserOnDevice } from '../../../lib/device-user';
import { ApiError } from '../../../lib/api-client';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { useUploadVideoPackage } from '../api/upload-video-package';
import { formatSize, pickZip, SELECT_ONE, zipMessages } from './zip-picker';

const messages = i18n('admin-videos/upload', {
  uploaded: 'Video uploaded successfully',
  failed: 'Failed to upload video',
  title: 'Upload video package',
  drop: 'Drag and drop a .zip file here, or',
  choose: 'Choose file',
  input: 'Video package (.zip)',
  uploading: 'uploading',
  ready: 'ready',
  removeFile: params('Remove {name}'),
  remove: 'Remove',
  note: 'Note: upload one .zip file holding the videos (MP4, WebM or MOV). It replaces the current package once it has been fully processed; until then the current videos keep playing.',
  upload: 'Upload',
  uploadingButton: 'Uploading...',
});

/** Drop or choose one .zip; it is held with status "ready" until uploaded or removed. */
export function VideoUpload() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<'selectOne' | 'onlyZip' | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadVideoPackage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useMessages(messages);
  const zip = useMessages(zipMessages);
  const language = useLanguage();

  const take = (files: ArrayLike<File> | null) => {
    const picked = pickZip(files);
    if ('error' in picked) {
      setProblem(picked.error === SELECT_ONE ? 'selectOne' : 'onlyZip');
      return;
    }
    setProblem(null);
    setFile(picked.file);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    take(e.dataTransfer.files);
  };
  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(messages.get().uploaded);
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (err) => {
        const message = adminErrorText(err, messages.get().failed);
        toast.error(message);
        if (err instanceof ApiError && err.status === 401) {
          forgetUserOnDevice('admin', queryClient);
          navigate('/admin/login', { replace: true });
        }
      },
    });
  };

  return (
    <section aria-labelledby="upload-heading" className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm">
      <h2 id="upload-heading" className="text-lg font-semibold">
        {t.title}
      </h2>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="video-dropzone"
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-8 text-center ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
      >
        <p>{t.drop}</p>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {t.choose}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          aria-label={t.input}
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => take(e.target.files)}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-danger">
          {zip[problem]}
        </p>
      ) : null}
      {file ? (
        <div
          className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 px-4 py-3"
          data-testid="selected-file"
        >
          <div>
            <p className="font-medium">{file.name}</p>
            <p className="text-sm text-muted">
              {formatSize(file.size, language)} · <span>{upload.isPending ? t.uploading : t.ready}</span>
            </p>
          </div>
          <Button
            variant="ghost"
            aria-label={t.removeFile({ name: file.name })}
            disabled={upload.isPending}
            onClick={() => {
              setFile(null);
              if (input.current) input.current.value = '';
            }}
          >
            {t.remove}
          </Button>
        </div>
      ) : null}
      <p className="text-sm text-muted">{t.note}</p>
      <div>
        <Button onClick={send} disabled={!file || upload.isPending}>
          {upload.isPending ? t.uploadingButton : t.upload}
        </Button>
      </div>
    </section>
  );
}
