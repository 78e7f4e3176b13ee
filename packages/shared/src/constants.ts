/**
 * The wire format's fixed values (limits, choices, step titles, form messages). Plain data
 * without zod, so the web app imports them (`@clearwell/shared/constants`) instead of copying
 * them, without loading the schema library into the patient's pages.
 */

export const STEP_TYPES = ['text', 'radio', 'slider', 'image', 'options'] as const;

export const SLIDER_DEFAULTS = { min: 0, max: 10 } as const;

/** Titles the session engine keys its rules on (contract section 5). */
export const STEP_TITLES = {
  chooseExperience: 'Choose Experience',
  describeSensations: 'Describe Sensations',
  sensationState: 'Sensation State',
  feelNow: 'Feel Now',
  message: 'Message',
  processAgain: 'Process Again',
} as const;

export const SENSATION_CHOICES = {
  gone: "It's gone",
  unchanged: "It hasn't changed",
  changed: "It's changed",
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
} as const;

export const GUIDE_MEDIA = ['video', 'audio', 'text'] as const;

/** First and last names, cities and countries. */
export const NAME_MAX = 100;

export const PASSWORD_MIN = 8;

export const PASSWORD_MAX = 128;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const FEEDBACK_MAX = 5000;

export const MAX_ANSWER_TEXT = 10_000;

export const CHECK_IN_NOTE_MAX = 2000;

/** How long a link to chosen journal entries stays open, in days. */
export const SHARE_DURATIONS = [1, 7, 30] as const;

export const MAX_SHARED_SESSIONS = 50;

export const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
