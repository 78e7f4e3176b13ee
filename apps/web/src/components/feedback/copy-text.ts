/**
 * Puts `text` on the clipboard; call it straight from the click, before anything is awaited or a
 * window opened, because browsers only let a page write there while the user's click still
 * counts and the page has focus. The Clipboard API is tried first. A page served over plain HTTP
 * (not localhost) has none, and a browser may refuse it (no permission, or the page lost focus),
 * so then the text is copied the older way, from a hidden text area. False only when both fail.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) return copyFromTextArea(text);
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return copyFromTextArea(text);
  }
}

function copyFromTextArea(text: string): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  // Read-only so phones open no keyboard; 16 px so iOS does not zoom; off screen, unseen by screen readers.
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  area.style.cssText = 'position:fixed;top:0;left:-9999px;font-size:16px;opacity:0';
  document.body.append(area);
  area.focus({ preventScroll: true });
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus({ preventScroll: true });
  return copied;
}
