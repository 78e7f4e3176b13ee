/**
 * The before and after of a session's intensity, one rule for the server (what is stored and
 * exported) and the web app (what the journal shows). It imports only plain constants, so the
 * patient's pages can use it without the schema library (`@clearwell/shared/intensity`).
 */
import { STEP_KEYS } from './constants.js';

/** The step whose rating closes the session: how strong the feeling is now. */
export const FEEL_NOW_TITLE = 'Feel Now';

export interface Rating {
  step_title: string;
  /** The step's key where it is known: it names Feel Now in any language. */
  step_key?: string | null;
  value: number;
}

/** Feel Now by its key; a rating without a key (kept before steps had keys) by its English title. */
const isFeelNow = (r: Rating) =>
  r.step_key ? r.step_key === STEP_KEYS.feelNow : r.step_title.trim() === FEEL_NOW_TITLE;

/**
 * Before is the session's first rating. After is the last answer to Feel Now (the scale the
 * session started with, asked again at its end), wherever other sliders sit: a slider step
 * after Feel Now is not the "after". A session that never reached Feel Now has no after, and
 * one rating alone is only a before.
 */
export function beforeAndAfter(ratings: readonly Rating[]): { before: number | null; after: number | null } {
  const before = ratings[0]?.value ?? null;
  let after: number | null = null;
  for (let i = ratings.length - 1; i > 0; i--) {
    if (isFeelNow(ratings[i]!)) {
      after = ratings[i]!.value;
      break;
    }
  }
  return { before, after };
}
