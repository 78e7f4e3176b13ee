import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DictationButton } from './dictation-button';

afterEach(() => vi.unstubAllGlobals());

class FakeRecognition {
  static last: FakeRecognition;
  lang = '';
  continuous = false;
  interimResults = true;
  onresult: ((e: unknown) => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn();
  stop = vi.fn();
  constructor() {
    FakeRecognition.last = this;
  }
}

describe('dictation', () => {
  it('explains when the browser cannot recognise speech', async () => {
    render(
      <>
        <DictationButton onText={() => {}} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dictate' }));
    expect(await screen.findByText('Speech recognition is not supported by your browser')).toBeInTheDocument();
  });

  it('listens continuously in US English, hands over final phrases, and reports errors', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const heard: string[] = [];
    render(
      <>
        <DictationButton onText={(t) => heard.push(t)} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dictate' }));
    const r = FakeRecognition.last;
    expect([r.lang, r.continuous, r.start.mock.calls.length]).toEqual(['en-US', true, 1]);
    expect(screen.getByRole('button', { name: 'Stop dictation' })).toHaveAttribute('aria-pressed', 'true');
    r.onresult!({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: ' warm and heavy ' } }] });
    expect(heard).toEqual(['warm and heavy']);
    r.onerror!({ error: 'no-speech' });
    expect(await screen.findByText(/Speech recognition error/)).toBeInTheDocument();
  });
});
