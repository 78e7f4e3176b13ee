import type { AdminSessionStep, SessionStep } from '@clearwell/shared';
import { textsIn, type Language } from '@clearwell/shared';

/**
 * A version's steps as a patient using `language` receives them: each text its translation where
 * there is one, else English (the server's own rule, `textsIn`), so the preview shows what they see.
 */
export function stepsIn(steps: AdminSessionStep[], language: Language): SessionStep[] {
  return steps.map(({ translations, ...step }) => {
    const texts = textsIn(
      {
        title: step.title,
        description: step.description,
        text_content: step.text_content,
        radio_title: step.options.radio_title,
        radio_options: step.options.radio_options,
        slider_title: step.options.slider_title,
      },
      translations ?? {},
      language,
    );
    return {
      ...step,
      title: texts.title,
      description: texts.description,
      text_content: texts.text_content,
      options: {
        ...step.options,
        radio_title: texts.radio_title,
        radio_options: texts.radio_options,
        slider_title: texts.slider_title,
      },
    };
  });
}
