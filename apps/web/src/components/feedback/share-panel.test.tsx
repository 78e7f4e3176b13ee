import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast as toasts } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareMessage, sharePhrase } from './share-message';
import { SharePanel } from './share-panel';

/** The older way of copying, as a browser does it: whatever is selected when 'copy' runs. */
function stubCopyCommand(works: boolean) {
  const copied: string[] = [];
  const execCommand = vi.fn((command: string) => {
    const area = document.activeElement;
    if (command === 'copy' && works && area instanceof HTMLTextAreaElement)
      copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
    return works && command === 'copy';
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return { execCommand, copied };
}

/** A page served over plain HTTP (not localhost) has no Clipboard API at all. */
function withoutClipboardApi() {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
}

afterEach(() => {
  // Toasts outlive a test (sonner keeps them in a module); each test sees only its own.
  toasts.dismiss();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (document as Partial<Document>).execCommand;
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
  it('says when the message cannot be copied, and only then', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    stubCopyCommand(false);
    render(
      <>
        <SharePanel experience="Physical pain" appName="Clearwell" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    expect(await screen.findByText('Could not copy message to clipboard')).toBeInTheDocument();
    expect(screen.queryByText('Message copied to clipboard')).not.toBeInTheDocument();
  });

  it('copies on a page without the Clipboard API, and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    withoutClipboardApi();
    const { copied } = stubCopyCommand(true);
    render(
      <>
        <SharePanel experience="Physical pain" appName="Clearwell" />
        <Toaster />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Copy message' });
    await user.click(button);
    expect(await screen.findByText('Message copied to clipboard')).toBeInTheDocument();
    expect(copied).toEqual(['I just cleared a physical pain using Clearwell.']);
    expect(button).toHaveFocus();
    expect(document.querySelector('textarea[aria-hidden]')).toBeNull();
    expect(screen.queryByText('Could not copy message to clipboard')).not.toBeInTheDocument();
  });

  it('Share on Facebook copies even when the browser refuses the Clipboard API', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue({ closed: false, location: { href: '' } } as unknown as Window);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Document is not focused.', 'NotAllowedError'),
    );
    const { copied } = stubCopyCommand(true);
    render(
      <>
        <SharePanel experience="Emotional issue" appName="Clearwell" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    expect(await screen.findByText('Message copied. Paste it into your post.')).toBeInTheDocument();
    expect(copied).toEqual(['I just cleared an emotional issue using Clearwell.']);
    expect(screen.queryByText('Could not copy message to clipboard')).not.toBeInTheDocument();
  });

  it('Share on Facebook copies before the share window takes the focus', async () => {
    const user = userEvent.setup();
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValue({ closed: false, location: { href: '' } } as unknown as Window);
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<SharePanel experience="Physical pain" appName="Clearwell" />);
    await user.click(screen.getByRole('button', { name: 'Share on Facebook' }));
    expect(write).toHaveBeenCalledWith('I just cleared a physical pain using Clearwell.');
    expect(write.mock.invocationCallOrder[0]).toBeLessThan(open.mock.invocationCallOrder[0]!);
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
    expect(decodeURIComponent(popup.location.href.replace(/\+/g, ' '))).toContain(
      'I just cleared a physical pain using Clearwell.',
    );
  });
});
