import { clear, createStore } from 'idb-keyval';
import { queueChanged } from '../src/lib/offline-queue';
import { QUEUE_DATABASE, QUEUE_STORE } from '../src/lib/offline-storage';

/** Empties the finished sessions waiting on this device, as a new device has none. */
export async function clearQueue(): Promise<void> {
  await clear(createStore(QUEUE_DATABASE, QUEUE_STORE));
  queueChanged();
}
