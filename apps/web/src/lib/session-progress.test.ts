import { describe, expect, it } from 'vitest';
import {
  clearSessionProgress,
  readSessionProgress,
  SESSION_PROGRESS_KEY,
  writeSessionProgress,
} from './session-progress';

const stored = () => localStorage.getItem(SESSION_PROGRESS_KEY);

describe('session progress belongs to one patient', () => {
  it('gives a patient back the progress kept for them', () => {
    writeSessionProgress('patient-a', { index: 3, answer: 'Tight chest' });
    expect(readSessionProgress('patient-a')).toEqual({ index: 3, answer: 'Tight chest' });
    expect(stored()).toContain('patient-a');
  });

  it('never gives one patient the progress of another, and deletes it', () => {
    writeSessionProgress('patient-a', { index: 3, answer: 'Tight chest' });
    expect(readSessionProgress('patient-b')).toBeNull();
    expect(stored()).toBeNull();
    expect(readSessionProgress('patient-a')).toBeNull();
  });

  it('deletes progress kept without an owner (as before owners were kept) or unreadable', () => {
    localStorage.setItem(
      SESSION_PROGRESS_KEY,
      JSON.stringify({ steps: ['s1'], state: { index: 1, answer: 'Tight chest' } }),
    );
    expect(readSessionProgress('patient-a')).toBeNull();
    expect(stored()).toBeNull();
    localStorage.setItem(SESSION_PROGRESS_KEY, '{not json');
    expect(readSessionProgress('patient-a')).toBeNull();
    expect(stored()).toBeNull();
  });

  it('reads nothing and keeps nothing when no patient is known', () => {
    writeSessionProgress('patient-a', { index: 3 });
    expect(readSessionProgress(null)).toBeNull();
    expect(stored()).toBeNull();
    writeSessionProgress('patient-a', { index: 3 });
    writeSessionProgress(undefined, { index: 4 });
    expect(stored()).toBeNull();
  });

  it('clears on request (Settings → Clear Data → This Session)', () => {
    writeSessionProgress('patient-a', { index: 3 });
    clearSessionProgress();
    expect(stored()).toBeNull();
  });
});
