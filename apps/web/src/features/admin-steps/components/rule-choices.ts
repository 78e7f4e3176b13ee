import { ruleChoiceCount, ruleChoiceProblem, type ChoiceLists } from '@clearwell/shared/rule-choices';
import { STEP_KEYS } from '@clearwell/shared/constants';
import { i18n, LANGUAGE_NAMES, params } from '../../../lib/i18n';
import { TRANSLATED_LANGUAGES, type AdminStep } from '../api/admin-step';
import { translationToSend, type EnglishTexts, type TranslationsValues } from './step-translations';

export const ruleChoiceMessages = i18n('admin-steps/rule-choices', {
  sensationState: 'On this step the first choice leads to Feel Now, and the second and third offer another round.',
  processAgain: 'On this step the first choice starts another session, and the second finishes it.',
  keepOrder: params(
    'Keep these {count} first, in this order, in every language: relabel them as you like, and add new choices after them.',
  ),
  moved: params(
    'A choice that carries these rules was removed or moved. Put the first {count} back in their order; to change one, relabel it.',
  ),
  repeated: 'Give each choice its own label, in every language.',
  inLanguage: params('{language}: {message}'),
});

/** A step whose choices carry the session's rules: its key and its choices as loaded. */
export interface RuleChoices {
  key: string;
  before: ChoiceLists;
}

/** The step's rule-bearing choices as it was loaded for editing; null for any other step. */
export function ruleChoicesOf(step: AdminStep): RuleChoices | null {
  if (!ruleChoiceCount(step.key)) return null;
  const lists: ChoiceLists = { en: step.options?.radio_options ?? [] };
  for (const language of TRANSLATED_LANGUAGES) {
    const options = step.translations?.[language]?.radio_options;
    if (options?.length) lists[language] = options;
  }
  return { key: step.key!, before: lists };
}

/** Why the step's choices carry rules, in the language in use. */
export function ruleChoicesHint(rules: RuleChoices, t = ruleChoiceMessages.get()): string {
  const why = rules.key === STEP_KEYS.sensationState ? t.sensationState : t.processAgain;
  return `${why} ${t.keepOrder({ count: ruleChoiceCount(rules.key) })}`;
}

/**
 * Why the server would refuse these choices (the same check, packages/shared), in the language in
 * use; null when they keep the rule-bearing choices in their places.
 */
export function ruleChoicesError(
  rules: RuleChoices | null,
  english: EnglishTexts,
  translations: TranslationsValues,
  t = ruleChoiceMessages.get(),
): string | null {
  if (!rules) return null;
  const after: ChoiceLists = {
    en: english.types.includes('radio') ? english.options.map((o) => o.trim()).filter(Boolean) : [],
  };
  for (const language of TRANSLATED_LANGUAGES) {
    const options = translationToSend(english, translations[language]).radio_options;
    if (options) after[language] = options;
  }
  const problem = ruleChoiceProblem(rules.key, rules.before, after);
  if (!problem) return null;
  const message = problem.problem === 'order' ? t.moved({ count: problem.count }) : t.repeated;
  return problem.language === 'en' ? message : t.inLanguage({ language: LANGUAGE_NAMES[problem.language], message });
}
