/**
 * The choices that carry the session's rules (docs/api.md, Rule-bearing choices), by position: whatever an admin
 * relabels or translates them to, the first choice of Sensation State leads to Feel Now and the
 * first of Process Again starts another session. Plain data without zod, like constants.ts.
 */
import { RULE_CHOICES, STEP_KEYS, type Language } from './constants.js';

/** What each position of a rule-bearing step means, in order; positions after these carry no rule. */
export const RULE_POSITIONS = {
  [STEP_KEYS.sensationState]: ['gone', 'unchanged', 'changed'],
  [STEP_KEYS.processAgain]: ['yes', 'no'],
} as const;

type RuleKey = keyof typeof RULE_POSITIONS;
export type SensationChoice = (typeof RULE_POSITIONS)['sensation_state'][number];
export type ProcessAgainChoice = (typeof RULE_POSITIONS)['process_again'][number];

const isRuleKey = (key: string | undefined): key is RuleKey => !!key && Object.hasOwn(RULE_POSITIONS, key);

/** How many leading choices of the step with this key carry rules (0 for a step without rules). */
export function ruleChoiceCount(key: string | undefined): number {
  return isRuleKey(key) ? RULE_POSITIONS[key].length : 0;
}

/** The seeded labels of a rule-bearing step's choices in every language, by position. */
function seededLabels(key: RuleKey): string[][] {
  const seeded = key === STEP_KEYS.sensationState ? RULE_CHOICES.sensation : RULE_CHOICES.processAgain;
  return Object.values(seeded).map((labels) => Object.values(labels));
}

/** Which rule a choice carries: its position among the choices the patient was shown. */
function ruleAt<K extends RuleKey>(key: K, options: readonly string[], choice: string | null | undefined) {
  const position = choice ? options.indexOf(choice) : -1;
  return (position < 0 ? null : (RULE_POSITIONS[key][position] ?? null)) as (typeof RULE_POSITIONS)[K][number] | null;
}

/** The Sensation State choice a patient picked among `options` (as shown to them); null past the third. */
export function sensationChoiceAt(options: readonly string[], choice: string | null | undefined) {
  return ruleAt(STEP_KEYS.sensationState, options, choice);
}

/** Whether a Process Again choice among `options` (as shown) is the first (yes) or the second (no). */
export function processAgainChoiceAt(options: readonly string[], choice: string | null | undefined) {
  return ruleAt(STEP_KEYS.processAgain, options, choice);
}

/** A step's choices in each language: English always, a translation only when patients are shown it. */
export type ChoiceLists = { en: readonly string[] } & Partial<Record<Exclude<Language, 'en'>, readonly string[]>>;

/**
 * Why an update would break a rule-bearing step's choices, or null when it keeps them:
 * `order` when it removes one of them or changes their order, `repeated` when one label would
 * stand at two positions (a stored answer could then not tell which choice it was).
 */
export interface RuleChoiceProblem {
  problem: 'order' | 'repeated';
  /** The list that breaks the rule: English, or the translation named. */
  language: Language;
  /** How many leading choices carry the rules. */
  count: number;
}

/**
 * The lists patients are shown: a translation of a different length is not shown (the English
 * choices are, see textsIn), so it carries no position.
 */
function shownLists(lists: ChoiceLists): [Language, readonly string[]][] {
  return (Object.entries(lists) as [Language, readonly string[]][]).filter(
    ([language, list]) =>
      language === 'en' || (list.length === lists.en.length && list.every((label) => label.trim() !== '')),
  );
}

/**
 * Checks an update of the step with `key` (docs/api.md, Rule-bearing choices). Relabelling and translating the
 * rule-bearing choices is free, and so is adding choices after them. A label known at one
 * position (before the update, or as seeded) that would stand at another is a change of order:
 * moving "It's gone" down, or writing "It hasn't changed" first, is refused even when the
 * other labels changed too. Labels past the rule-bearing ones may repeat among themselves.
 */
export function ruleChoiceProblem(
  key: string | undefined,
  before: ChoiceLists | null,
  after: ChoiceLists,
): RuleChoiceProblem | null {
  if (!isRuleKey(key)) return null;
  const count = RULE_POSITIONS[key].length;
  if (after.en.length < count) return { problem: 'order', language: 'en', count };
  const known = new Map<string, number>();
  const learn = (list: readonly string[]) =>
    list.forEach((label, position) => known.has(label) || known.set(label, position));
  // The seeded labels first: a step saved out of order before this rule can be put back in order.
  for (const list of seededLabels(key)) learn(list);
  if (before) for (const [, list] of shownLists(before)) learn(list);
  const carriesRule = (a: number, b: number) => a !== b && (a < count || b < count);

  const now = new Map<string, number>();
  for (const [language, list] of shownLists(after)) {
    for (const [position, label] of list.entries()) {
      const was = known.get(label);
      if (was !== undefined && carriesRule(was, position)) return { problem: 'order', language, count };
    }
  }
  for (const [language, list] of shownLists(after)) {
    for (const [position, label] of list.entries()) {
      const other = now.get(label);
      if (other !== undefined && carriesRule(other, position)) return { problem: 'repeated', language, count };
      now.set(label, position);
    }
  }
  return null;
}

const LANGUAGE_NAMES_EN: Record<Language, string> = { en: 'English', es: 'Spanish', de: 'German' };

/** The server's sentence for a refused update (the step form says the same before sending, translated). */
export function ruleChoiceMessage({ problem, language, count }: RuleChoiceProblem): string {
  const sentence =
    problem === 'order'
      ? `Keep this step's first ${count} choices, in their order: they carry the session's rules. Relabel them as you like, and add any new choice after them`
      : 'Give each choice its own label, in every language';
  return language === 'en' ? sentence : `${LANGUAGE_NAMES_EN[language]} choices: ${sentence}`;
}
