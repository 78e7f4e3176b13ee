import { RULE_CHOICES, type StepTranslation } from '@clearwell/shared';
import type { SeedLanguage } from './content-text.js';

/**
 * The default guided session in German: written for German speakers (du, as self-help apps
 * speak), not word for word. "Clear" an experience is "auflösen" throughout. The choices of the
 * two rule-bearing steps are exactly RULE_CHOICES.de (packages/shared).
 */
export const CRISIS_LINE_DE =
  'Wenn du in einer Krise bist, daran denkst, dir etwas anzutun, oder dich nicht sicher fühlst, hör bitte hier auf und ruf jetzt die örtliche Notrufnummer an, oder wende dich an eine Ärztin oder einen Arzt, eine Beratungsstelle oder ein Krisentelefon in deiner Nähe. Diese Sitzung ist eine Übung zur Selbsthilfe und ersetzt keine professionelle Hilfe.';

const steps: Record<string, StepTranslation> = {
  choose_experience: {
    title: 'Erfahrung wählen',
    description: 'Wähle, woran du heute arbeiten möchtest.',
    text_content: `Willkommen. Such dir einen ruhigen Ort, an dem dich in der nächsten Viertelstunde niemand stört, und lass die Schultern sinken. Hier gibt es nichts richtig oder falsch zu machen: Du nimmst einfach wahr, und dein Körper erledigt den Rest.\n\nWähle die Art von Erfahrung, die du heute auflösen möchtest: einen Schmerz in deinem Körper, ein Gefühl, das immer wiederkommt, etwas, das zwischen dir und einem anderen Menschen wehtut, oder einen Gedanken über dich selbst, den du immer noch glaubst.\n\n${CRISIS_LINE_DE}`,
  },
  rate_the_intensity: {
    title: 'Intensität einschätzen',
    description: 'Wie stark ist es gerade, bevor du beginnst?',
    text_content:
      'Ruf dir die Erfahrung in Erinnerung und erlaube dir, sie zu spüren, genau so, wie sie gerade ist. Schätze dann ein, wie stark sie ist, von 0 (gar nicht da) bis 10 (so stark, wie es nur geht). Nimm die erste Zahl, die dir in den Sinn kommt; am Ende schätzt du sie noch einmal ein und siehst, was sich verändert hat.',
    slider_title: 'Wie stark ist es gerade? (0 bis 10)',
  },
  focus_and_feel_it: {
    title: 'Hinwenden und spüren',
    description: 'Benenne, woran du arbeitest.',
    text_content:
      'Schließ kurz die Augen und wende dich der Erfahrung zu, statt dich von ihr abzuwenden. Du musst nichts an ihr ändern und nichts erklären. Lass sie einfach da sein und spüre sie.\n\nSchreib in ein paar Worten auf, was du heute auflöst, zum Beispiel „der Schmerz im unteren Rücken“ oder „die Sorge, nicht gut genug zu sein“.',
  },
  describe_sensations: {
    title: 'Empfindungen beschreiben',
    description: 'Finde heraus, wo es in deinem Körper sitzt und wie es sich anfühlt.',
    text_content:
      'Jedes Gefühl, jeder Gedanke und jeder Schmerz zeigt sich irgendwo im Körper. Achte darauf, wo du es am deutlichsten spürst. Werde dann neugierig darauf, wie es ist: Ist es groß oder klein? Schwer oder leicht? Warm oder kühl? Ruhig oder in Bewegung? Hat es einen Rand, eine Form, eine Farbe?\n\nSchreib in deinen eigenen Worten auf, was du bemerkst.',
  },
  find_the_source: {
    title: 'Den Ursprung finden',
    description: 'Folge der Empfindung dorthin, wo sie zu beginnen scheint.',
    text_content:
      'Bleib bei der Empfindung und frag sie behutsam: Wo fängst du an? Lass deine Aufmerksamkeit in ihre Mitte wandern, an den Ort, von dem sie zu kommen scheint. Manchmal taucht eine Erinnerung, ein Bild oder ein Wort auf, manchmal nur ein Gefühl. Beides ist in Ordnung.\n\nSchreib auf, was du am Ursprung findest.',
  },
  experience_it_fully: {
    title: 'Ganz und gar spüren',
    description: 'Lass es ganz da sein, ohne es wegzuschieben.',
    text_content:
      'Lass die Erfahrung jetzt so groß sein, wie sie sein möchte. Atme in sie hinein. Versuch nicht, sie zu verändern, sie wegzudrücken oder an ihr festzuhalten. Erlaube dir, sie ganz zu spüren, so lange es dauert, meist ein oder zwei Minuten. Gefühle, die ganz gefühlt werden, ziehen oft von selbst weiter.\n\nWenn du so weit bist, schreib ein paar Worte darüber, was geschah, während du bei ihr geblieben bist.',
  },
  sensation_state: {
    title: 'Zustand der Empfindung',
    description: 'Schau nach, wie es jetzt ist.',
    text_content:
      'Such die Erfahrung behutsam wieder, an derselben Stelle, an der du sie vorhin gefunden hast. Lass dir Zeit. Wie ist sie jetzt?',
    radio_title: 'Wie ist die Empfindung jetzt?',
    radio_options: [
      RULE_CHOICES.sensation.de.gone,
      RULE_CHOICES.sensation.de.unchanged,
      RULE_CHOICES.sensation.de.changed,
    ],
  },
  message: {
    title: 'Botschaft',
    description: 'Achte darauf, was es dir sagen möchte.',
    text_content:
      'Erfahrungen tragen oft eine Botschaft in sich: ein Bedürfnis, das nicht erfüllt wurde, etwas, das du gern gesagt hättest, eine freundlichere Art, mit dir umzugehen. Wenn dir jetzt so etwas einfällt, schreib es auf. Wenn nichts kommt, schreib stattdessen auf, was du bemerkst; das ist genauso wertvoll.',
  },
  process_again: {
    title: 'Noch eine Runde',
    description: 'Entscheide, ob du jetzt an etwas anderem arbeiten möchtest.',
    text_content:
      'Du hast echte Arbeit geleistet. Möchtest du eine neue Runde mit einer anderen Erfahrung beginnen? Wenn du Ja wählst, wird das Geschriebene in deinem Tagebuch gespeichert und eine neue Sitzung beginnt. Wenn du Nein wählst, schließt du mit einer letzten Einschätzung ab.',
    radio_title: 'Möchtest du eine weitere Erfahrung auflösen?',
    radio_options: [RULE_CHOICES.processAgain.de.yes, RULE_CHOICES.processAgain.de.no],
  },
  feel_now: {
    title: 'Jetzt nachspüren',
    description: 'Schätze es noch einmal ein und sieh, was sich verändert hat.',
    text_content: `Ruf dir die ursprüngliche Erfahrung noch einmal in Erinnerung und spüre, wie stark sie sich jetzt anfühlt, von 0 (weg) bis 10 (so stark, wie es nur geht). Welche Zahl es auch ist: Danke dir selbst, dass du dir diese Zeit genommen hast. Trink etwas Wasser und geh für den Rest des Tages sanft mit dir um.\n\n${CRISIS_LINE_DE}`,
    slider_title: 'Wie stark ist es jetzt? (0 bis 10)',
  },
};

export const GERMAN: SeedLanguage = {
  experiences: {
    pain: 'Körperlicher Schmerz',
    heart: 'Emotionales Thema',
    people: 'Beziehungsthema',
    thought: 'Gedanke oder Überzeugung',
  },
  steps,
};
