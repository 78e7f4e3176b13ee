import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareMessage, sharePhrase } from './share-message';
import { SharePanel } from './share-panel';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('share message', () => {
  it('names the experience the way the spec words it', () => {
    expect(shareMessage('Physical pain', 'Clearwell')).toBe('I just cleared a physical pain using Clearwell.');
    expect(shareMessage('Emotional issue', 'Clearwell')).toBe('I just cleared an emotional issue using Clearwell.');
    expect(shareMessage('Relationship issue', 'Calm')).toBe('I just cleared a relationship issue using Calm.');
    expect(sharePhrase(null)).toBe('an unwanted experience');
  });
});

describe('the share panel', () => {
  it('says when the message cannot be copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<><SharePanel experience="Physical pain" appName="Clearwell" /><Toaster /></>);
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(await screen.findByText('Could not copy message to clipboard')).toBeInTheDocument();
  });

  it('opens the Facebook share dialog two seconds after copying', async () => {
    const user = userEvent.setup();
    const popup = { closed: false, location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<SharePanel experience="Physical pain" appName="Clearwell" />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('I just cleared a physical pain using Clearwell.');
    act(() => vi.advanceTimersByTime(1900));
    expect(popup.location.href).toBe('');
    act(() => vi.advanceTimersByTime(200));
    expect(popup.location.href).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(decodeURIComponent(popup.location.href.replace(/\+/g, ' '))).toContain('I just cleared a physical pain using Clearwell.');
  });
});
