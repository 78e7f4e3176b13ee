import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { forgetUserOnDevice } from '../../../lib/device-user';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUploadVideoPackage } from '../api/upload-video-package';
import { formatSize, pickZip } from './zip-picker';

/** Drop or choose one .zip; it is held with status "ready" until uploaded or removed. */
export function VideoUpload() {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadVideoPackage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const take = (files: ArrayLike<File> | null) => {
    const picked = pickZip(files);
    if ('error' in picked) {
      setProblem(picked.error);
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
        toast.success('Video uploaded successfully');
        setFile(null);
        if (input.current) input.current.value = '';
      },
      onError: (err) => {
        const message = errorMessage(err, 'Failed to upload video');
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
        Upload video package
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
        <p>Drag and drop a .zip file here, or</p>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          Choose file
        </Button>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          aria-label="Video package (.zip)"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => take(e.target.files)}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
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
              {formatSize(file.size)} · <span>{upload.isPending ? 'uploading' : 'ready'}</span>
            </p>
          </div>
          <Button
            variant="ghost"
            aria-label={`Remove ${file.name}`}
            disabled={upload.isPending}
            onClick={() => {
              setFile(null);
              if (input.current) input.current.value = '';
            }}
          >
            Remove
          </Button>
        </div>
      ) : null}
      <p className="text-sm text-muted">
        Note: upload one .zip file holding the videos (MP4, WebM or MOV). It replaces the current package once it has
        been fully processed; until then the current videos keep playing.
      </p>
      <div>
        <Button onClick={send} disabled={!file || upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
    </section>
  );
}
