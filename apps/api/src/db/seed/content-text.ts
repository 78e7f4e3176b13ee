import { STEP_KEYS, type StepTranslation } from '@clearwell/shared';

/**
 * The default guided session, written for Clearwell. Plain, warm words; one idea per step.
 * The English titles docs/api.md names (Seeded content) must stay exactly as they are; the session
 * rules read each step's `key`. The Spanish and German texts are in content-text.es.ts and
 * content-text.de.ts.
 */
export const CRISIS_LINE =
  'If you are in crisis, thinking about harming yourself, or feel unsafe, please stop here and call your local emergency number now, or reach out to a doctor, a counsellor or a crisis line near you. This session is a self-help practice, not a replacement for professional care.';

export interface SeedStep {
  /** The step's stable key (docs/api.md, Languages); the rule-bearing steps use STEP_KEYS. */
  key: string;
  title: string;
  description: string;
  textContent: string;
  types: string[];
  radioTitle?: string;
  radioOptions?: string[];
  sliderTitle?: string;
}

/** The seeded texts in one other language: experience titles by icon, step texts by key. */
export interface SeedLanguage {
  experiences: Record<(typeof SEED_EXPERIENCES)[number]['icon'], string>;
  steps: Record<string, StepTranslation>;
}

/** `icon` names an experience across languages (content-text.es.ts, content-text.de.ts). */
export const SEED_EXPERIENCES = [
  { title: 'Physical pain', icon: 'pain', sharePhrase: 'a physical pain' },
  { title: 'Emotional issue', icon: 'heart', sharePhrase: 'an emotional issue' },
  { title: 'Relationship issue', icon: 'people', sharePhrase: 'a relationship issue' },
  { title: 'Thought or belief', icon: 'thought', sharePhrase: 'a thought or belief' },
] as const;

export const SEED_STEPS: SeedStep[] = [
  {
    key: STEP_KEYS.chooseExperience,
    title: 'Choose Experience',
    description: 'Pick what you would like to work on today.',
    textContent: `Welcome. Find a quiet spot where you will not be interrupted for the next fifteen minutes or so, and let your shoulders drop. There is nothing to get right here: you simply notice, and let your body do the rest.\n\nChoose the kind of experience you want to clear today: a pain in your body, a feeling that keeps coming back, something that hurts between you and another person, or a thought you keep believing about yourself.\n\n${CRISIS_LINE}`,
    types: ['options'],
  },
  {
    key: 'rate_the_intensity',
    title: 'Rate the Intensity',
    description: 'How strong is it right now, before you begin?',
    textContent:
      'Bring the experience to mind and let yourself feel it, just as it is right now. Then rate how strong it is, from 0 (not there at all) to 10 (as strong as it gets). Go with your first sense of the number; you will rate it again at the end to see what changed.',
    types: ['slider'],
    sliderTitle: 'How strong is it right now? (0 to 10)',
  },
  {
    key: 'focus_and_feel_it',
    title: 'Focus and Feel It',
    description: 'Name what you are working on.',
    textContent:
      'Close your eyes for a moment and turn towards the experience instead of away from it. You do not need to fix it or explain it. Just let it be there and feel it.\n\nIn a few words, write what you are clearing today, for example "the ache in my lower back" or "the worry that I am not good enough".',
    types: ['text'],
  },
  {
    key: STEP_KEYS.describeSensations,
    title: 'Describe Sensations',
    description: 'Find where it lives in your body and what it is like.',
    textContent:
      'Every feeling, thought or pain shows up somewhere in the body. Notice where you feel it most. Then get curious about its qualities: Is it big or small? Heavy or light? Warm or cool? Still, or moving? Does it have an edge, a shape, a colour?\n\nWrite down what you notice, in your own words.',
    types: ['text'],
  },
  {
    key: 'find_the_source',
    title: 'Find the Source',
    description: 'Follow the sensation to where it seems to start.',
    textContent:
      'Stay with the sensation and ask it gently: where do you start? Let your attention move to the very centre of it, the place it seems to come from. Sometimes a memory, an image or a word appears; sometimes only a feeling does. Both are fine.\n\nWrite down what you find at the source.',
    types: ['text'],
  },
  {
    key: 'experience_it_fully',
    title: 'Experience It Fully',
    description: 'Let it be there completely, without pushing it away.',
    textContent:
      'Now let the experience be as big as it wants to be. Breathe into it. Do not try to change it, push it out, or hold on to it. Let yourself feel all of it, for as long as it takes, usually a minute or two. Feelings that are fully felt tend to move on by themselves.\n\nWhen you are ready, write a few words about what happened as you stayed with it.',
    types: ['text'],
  },
  {
    key: STEP_KEYS.sensationState,
    title: 'Sensation State',
    description: 'Check how it is now.',
    textContent:
      'Gently look for the experience again, in the same place you found it before. Take your time. How is it now?',
    types: ['radio'],
    radioTitle: 'How is the sensation now?',
    radioOptions: ["It's gone", "It hasn't changed", "It's changed"],
  },
  {
    key: STEP_KEYS.message,
    title: 'Message',
    description: 'Notice anything it wants you to know.',
    textContent:
      'Experiences often carry a message: a need that was not met, something you wish you had said, a kinder way to treat yourself. If anything like that comes to you now, write it down. If nothing comes, write what you notice instead; that is just as useful.',
    types: ['text'],
  },
  {
    key: STEP_KEYS.processAgain,
    title: 'Process Again',
    description: 'Decide whether to work on something else now.',
    textContent:
      'You have done real work. Would you like to start a new round with another experience? If you choose Yes, what you wrote is saved to your journal and a fresh session begins. If you choose No, you will finish with one last check-in.',
    types: ['radio'],
    radioTitle: 'Would you like to clear another experience?',
    radioOptions: ['Yes', 'No'],
  },
  {
    key: STEP_KEYS.feelNow,
    title: 'Feel Now',
    description: 'Rate it again and see what changed.',
    textContent: `Bring the original experience to mind once more and notice how strong it feels now, from 0 (gone) to 10 (as strong as it gets). Whatever the number is, thank yourself for taking this time. Drink some water and be gentle with yourself for the rest of the day.\n\n${CRISIS_LINE}`,
    types: ['slider'],
    sliderTitle: 'How strong is it now? (0 to 10)',
  },
];
