import type { Language } from '@clearwell/shared/constants';

/*
 * Dates in the product's format (MM/dd/yyyy in English, the day first in Spanish and German) and
 * times as HH:mm, from Intl. The journal has its own, written without Intl in English for its long
 * lists (components/journal/journal-entries.ts); the short lists of messages, links and views use
 * these, which say the same, so their pages do not load the journal's helpers.
 */

export const shortDate = (iso: string, lang: Language): string =>
  new Date(iso).toLocaleDateString(lang, { day: '2-digit', month: '2-digit', year: 'numeric' });

export const shortTime = (iso: string, lang: Language): string =>
  new Date(iso).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
