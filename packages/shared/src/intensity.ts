/**
 * The before and after of a session's intensity, one rule for the server (what is stored and
 * exported) and the web app (what the journal shows). It imports nothing, so the patient's
 * pages can use it without the schema library (`@clearwell/shared/intensity`).
 */

/** The step whose rating closes the session: how strong the feeling is now. */
export const FEEL_NOW_TITLE = 'Feel Now';

export interface Rating {
  step_title: string;
  value: number;
}

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
    if (ratings[i]!.step_title.trim() === FEEL_NOW_TITLE) {
      after = ratings[i]!.value;
      break;
    }
  }
  return { before, after };
}
