import { ruleChoiceMessage, ruleChoiceProblem, type ChoiceLists, type StepTranslations } from '@clearwell/shared';
import type { sessionSteps } from '../../db/schema.js';
import { validationError } from '../../lib/app-error.js';

/** A step's choices in English and in each translation that lists them. */
function choiceLists(english: string[], translations: StepTranslations): ChoiceLists {
  return {
    en: english,
    ...(translations.es?.radio_options ? { es: translations.es.radio_options } : {}),
    ...(translations.de?.radio_options ? { de: translations.de.radio_options } : {}),
  };
}

/**
 * 400 on `radio_options` when an update would remove a rule-bearing choice or change their order
 * (docs/api.md, Rule-bearing choices), in English or in a translation, also one sent without the English fields. A
 * step that stops being a radio question removes its choices.
 */
export function checkRuleChoices(
  step: typeof sessionSteps.$inferSelect,
  after: { types: string[]; radioOptions: string[]; translations: StepTranslations },
): void {
  const before = choiceLists(step.types.includes('radio') ? step.radioOptions : [], step.translations);
  const english = after.types.includes('radio') ? after.radioOptions : [];
  const problem = ruleChoiceProblem(step.key, before, choiceLists(english, after.translations));
  if (problem)
    throw validationError(
      'radio_options',
      problem.problem === 'order' ? 'invalid_order' : 'duplicate',
      ruleChoiceMessage(problem),
    );
}
