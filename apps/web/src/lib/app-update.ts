import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app is installed and waiting, and whether a guided session is
 * running. The waiting version takes over only when the patient asks (a reload), and the offer
 * is held back while a session runs, so a step is never swapped for another version's mid-way.
 */
let applyUpdate: (() => void) | null = null;
let sessionsRunning = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by the worker's registration when a new version waits; `apply` activates it and reloads. */
export function updateWaiting(apply: () => void): void {
  applyUpdate = apply;
  notify();
}

/** A guided session holds the offer back until it ends (the returned function). */
export function holdUpdateOffer(): () => void {
  sessionsRunning += 1;
  notify();
  return () => {
    sessionsRunning -= 1;
    notify();
  };
}

const offered = () => (applyUpdate !== null && sessionsRunning === 0 ? applyUpdate : null);

/** The reload to offer now, or null: none waiting, or a session is running. */
export function useUpdateOffer(): (() => void) | null {
  return useSyncExternalStore(subscribe, offered, () => null);
}
