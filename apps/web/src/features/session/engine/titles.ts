/**
 * The step titles and Sensation State choices the engine keys on. They mirror STEP_TITLES and
 * SENSATION_CHOICES of @clearwell/shared (a test keeps them equal) because importing values from
 * that package would pull zod into the patient's session page and past its bundle budget.
 */
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
