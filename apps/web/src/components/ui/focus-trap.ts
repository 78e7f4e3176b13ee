import type { KeyboardEvent } from 'react';

/** What Tab can reach inside a dialog or drawer. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab past the last control of a modal dialog (or Shift+Tab before the first) wraps to the other
 * end instead of leaving for the browser's own controls. Call it from the dialog's onKeyDown.
 */
export function wrapTabFocus(e: KeyboardEvent<HTMLElement>): void {
  if (e.key !== 'Tab') return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const edge = e.shiftKey ? items[0] : items[items.length - 1];
  if (edge && document.activeElement === edge) {
    e.preventDefault();
    (e.shiftKey ? items[items.length - 1] : items[0])!.focus();
  }
}
