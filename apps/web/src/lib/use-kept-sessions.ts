import { useEffect, useState } from 'react';
import { patientAuth, useAuth } from './auth-storage';
import type { QueuedSubmission } from './offline-queue';

/**
 * The signed-in patient's sessions kept on this device, waiting to be sent; read again whenever
 * the queue changes. The queue's code is loaded after the page (the worker precaches it).
 */
export function useKeptSessions(): QueuedSubmission[] {
  const owner = useAuth(patientAuth).user?.id;
  const [kept, setKept] = useState<QueuedSubmission[]>([]);
  useEffect(() => {
    if (!owner || typeof indexedDB === 'undefined') return;
    let live = true;
    let stop = () => {};
    void import('./offline-queue')
      .then(({ onQueueChange, queuedFor }) => {
        const read = () => void queuedFor(owner).then((entries) => live && setKept(entries));
        read();
        if (live) stop = onQueueChange(read);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop();
    };
  }, [owner]);
  return owner ? kept : [];
}
