/**
 * The wire format's fixed values (limits, choices, step titles, form messages). Plain data
 * without zod, so the web app imports them (`@clearwell/shared/constants`) instead of copying
 * them, without loading the schema library into the patient's pages.
 */

export const STEP_TYPES = ['text', 'radio', 'slider', 'image', 'options'] as const;

export const SLIDER_DEFAULTS = { min: 0, max: 10 } as const;

/** The languages Clearwell speaks (docs/api.md, Languages); English is the spec's own text and the fallback. */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** `es`, `es-MX` or `ES` → `es`; anything else → null. */
export function toLanguage(value: string | null | undefined): Language | null {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null;
}

/** The seeded steps' English titles (docs/api.md, Seeded content). */
export const STEP_TITLES = {
  chooseExperience: 'Choose Experience',
  describeSensations: 'Describe Sensations',
  sensationState: 'Sensation State',
  feelNow: 'Feel Now',
  message: 'Message',
  processAgain: 'Process Again',
} as const;

/**
 * The stable keys the session rules use (docs/api.md, Languages), whatever language the titles are shown in.
 * The seeded steps carry them; a step an admin adds gets a key made from its English title.
 */
export const STEP_KEYS = {
  chooseExperience: 'choose_experience',
  describeSensations: 'describe_sensations',
  sensationState: 'sensation_state',
  feelNow: 'feel_now',
  message: 'message',
  processAgain: 'process_again',
} as const;

/** The Sensation State choices in English, as the spec names them. */
export const SENSATION_CHOICES = {
  gone: "It's gone",
  unchanged: "It hasn't changed",
  changed: "It's changed",
} as const;

/**
 * The seeded choices of the two rule-bearing radio steps in every language. The rules follow a
 * choice's position, not these labels (rule-choices.ts): an admin may relabel them.
 */
export const RULE_CHOICES = {
  sensation: {
    en: SENSATION_CHOICES,
    es: { gone: 'Ya no está', unchanged: 'No ha cambiado', changed: 'Ha cambiado' },
    de: { gone: 'Es ist weg', unchanged: 'Es hat sich nicht verändert', changed: 'Es hat sich verändert' },
  },
  processAgain: {
    en: { yes: 'Yes', no: 'No' },
    es: { yes: 'Sí', no: 'No' },
    de: { yes: 'Ja', no: 'Nein' },
  },
} as const;

/**
 * What the step form and the server say about a step patients could not answer: the admin
 * screen checks before sending, the server refuses the same with 400 on the named field.
 */
export const STEP_FORM_MESSAGES = {
  radioOptions: 'Add at least one option for the radio question',
  sliderWhole: 'Slider minimum and maximum must be whole numbers',
  sliderOrder: 'Slider minimum must be less than the maximum',
} as const;

/** Messages the admin form shows before sending; the server answers the same on the named field. */
export const SAFETY_FORM_MESSAGES = {
  country: 'Choose a country, or the default list',
  name: 'Give the line a name',
  url: 'Use a full https:// link',
  phone: 'Use digits, spaces, +, -, ( and ) only',
  language: 'Use a two-letter language code, e.g. de',
} as const;

export const GUIDE_MEDIA = ['video', 'audio', 'text'] as const;

/** First and last names, cities and countries. */
export const NAME_MAX = 100;

export const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 128;

/** Why a password of the right length is refused: it is one of the commonly used ones (docs/api.md, Passwords). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose another one.';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const FEEDBACK_MAX = 5000;

export const MAX_ANSWER_TEXT = 10_000;

export const CHECK_IN_NOTE_MAX = 2000;

/** How long a link to chosen journal entries stays open, in days. */
export const SHARE_DURATIONS = [1, 7, 30] as const;

export const MAX_SHARED_SESSIONS = 50;
/** Links a patient may have open (neither ended nor expired) at once: making another is 409 TOO_MANY_LINKS. */
export const MAX_OPEN_SHARES = 20;
/** The newest ended links listed beside the open ones by `GET /api/journal/shares`. */
export const MAX_LISTED_ENDED_SHARES = 30;
/** The most recent views listed per link by `GET /api/journal/shares`. */
export const MAX_LISTED_VIEWS = 50;

export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
