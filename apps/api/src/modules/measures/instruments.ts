import type { Language, MeasureKey } from '@clearwell/shared';

/**
 * The two questionnaires in their standard wording: the English originals (Spitzer, Kroenke,
 * Williams and colleagues), the US Spanish versions published with them, and the German versions
 * (PHQ-D, Löwe and colleagues). Nothing here is Clearwell's own text: an instrument's items,
 * instructions and answers are only valid as published, so they are never reworded or translated
 * here; the screens around them are.
 */
export interface InstrumentText {
  title: string;
  instructions: string;
  items: readonly string[];
  /** The four answers, scored 0..3. */
  choices: readonly [string, string, string, string];
  credit: string;
}

const CREDIT_EN =
  'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational ' +
  'grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.';
const CREDIT_ES =
  'Elaborado por los doctores Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke y colegas, mediante una ' +
  'subvención educativa otorgada por Pfizer Inc. No se requiere permiso para reproducir, traducir, presentar o distribuir.';
const CREDIT_DE =
  'Entwickelt von Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke und Kollegen. Deutsche Version: ' +
  'B. Löwe, S. Zipfel und W. Herzog, Universitätsklinikum Heidelberg; Prof. Dr. Bernd Löwe, Universitätsklinikum ' +
  'Hamburg-Eppendorf.';

const CHOICES_EN = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'] as const;
const CHOICES_ES = ['Ningún día', 'Varios días', 'Más de la mitad de los días', 'Casi todos los días'] as const;
const CHOICES_DE = [
  'Überhaupt nicht',
  'An einzelnen Tagen',
  'An mehr als der Hälfte der Tage',
  'Beinahe jeden Tag',
] as const;

const STEM_ES =
  'Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?';
const STEM_DE =
  'Wie oft fühlten Sie sich im Verlauf der letzten 2 Wochen durch die folgenden Beschwerden beeinträchtigt?';

export const INSTRUMENTS: Readonly<Record<MeasureKey, Readonly<Record<Language, InstrumentText>>>> = {
  phq9: {
    en: {
      title: 'PHQ-9: mood over the last two weeks',
      instructions: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
      items: [
        'Little interest or pleasure in doing things',
        'Feeling down, depressed, or hopeless',
        'Trouble falling or staying asleep, or sleeping too much',
        'Feeling tired or having little energy',
        'Poor appetite or overeating',
        'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
        'Trouble concentrating on things, such as reading the newspaper or watching television',
        'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety ' +
          'or restless that you have been moving around a lot more than usual',
        'Thoughts that you would be better off dead or of hurting yourself in some way',
      ],
      choices: CHOICES_EN,
      credit: CREDIT_EN,
    },
    es: {
      title: 'PHQ-9: el ánimo en las últimas dos semanas',
      instructions: STEM_ES,
      items: [
        'Poco interés o placer en hacer cosas',
        'Se ha sentido decaído(a), deprimido(a) o sin esperanzas',
        'Ha tenido dificultad para quedarse o permanecer dormido(a), o ha dormido demasiado',
        'Se ha sentido cansado(a) o con poca energía',
        'Sin apetito o ha comido en exceso',
        'Se ha sentido mal con usted mismo(a) – o que es un fracaso o que ha quedado mal con usted mismo(a) o con su familia',
        'Ha tenido dificultad para concentrarse en ciertas actividades, tales como leer el periódico o ver la televisión',
        '¿Se ha movido o hablado tan lento que otras personas podrían haberlo notado? o lo contrario – muy ' +
          'inquieto(a) o agitado(a) que ha estado moviéndose mucho más de lo normal',
        'Pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera',
      ],
      choices: CHOICES_ES,
      credit: CREDIT_ES,
    },
    de: {
      title: 'PHQ-9: die Stimmung in den letzten zwei Wochen',
      instructions: STEM_DE,
      items: [
        'Wenig Interesse oder Freude an Ihren Tätigkeiten',
        'Niedergeschlagenheit, Schwermut oder Hoffnungslosigkeit',
        'Schwierigkeiten ein- oder durchzuschlafen oder vermehrter Schlaf',
        'Müdigkeit oder Gefühl, keine Energie zu haben',
        'Verminderter Appetit oder übermäßiges Bedürfnis zu essen',
        'Schlechte Meinung von sich selbst; Gefühl, ein Versager zu sein oder die Familie enttäuscht zu haben',
        'Schwierigkeiten, sich auf etwas zu konzentrieren, z. B. beim Zeitunglesen oder Fernsehen',
        'Waren Ihre Bewegungen oder Ihre Sprache so verlangsamt, dass es auch anderen auffallen würde? Oder waren ' +
          'Sie im Gegenteil „zappelig“ oder ruhelos und hatten dadurch einen stärkeren Bewegungsdrang als sonst?',
        'Gedanken, dass Sie lieber tot wären oder sich Leid zufügen möchten',
      ],
      choices: CHOICES_DE,
      credit: CREDIT_DE,
    },
  },
  gad7: {
    en: {
      title: 'GAD-7: worry and anxiety over the last two weeks',
      instructions: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
      items: [
        'Feeling nervous, anxious, or on edge',
        'Not being able to stop or control worrying',
        'Worrying too much about different things',
        'Trouble relaxing',
        'Being so restless that it is hard to sit still',
        'Becoming easily annoyed or irritable',
        'Feeling afraid, as if something awful might happen',
      ],
      choices: CHOICES_EN,
      credit: CREDIT_EN,
    },
    es: {
      title: 'GAD-7: preocupación y ansiedad en las últimas dos semanas',
      instructions: STEM_ES,
      items: [
        'Se ha sentido nervioso(a), ansioso(a) o con los nervios de punta',
        'No ha sido capaz de parar o controlar su preocupación',
        'Se ha preocupado demasiado por motivos diferentes',
        'Ha tenido dificultad para relajarse',
        'Se ha sentido tan inquieto(a) que no ha podido quedarse quieto(a)',
        'Se ha molestado o irritado fácilmente',
        'Ha tenido miedo de que algo terrible fuera a pasar',
      ],
      choices: CHOICES_ES,
      credit: CREDIT_ES,
    },
    de: {
      title: 'GAD-7: Sorgen und Angst in den letzten zwei Wochen',
      instructions: STEM_DE,
      items: [
        'Nervosität, Ängstlichkeit oder Anspannung',
        'Nicht in der Lage sein, Sorgen zu stoppen oder zu kontrollieren',
        'Übermäßige Sorgen bezüglich verschiedener Angelegenheiten',
        'Schwierigkeiten zu entspannen',
        'Rastlosigkeit, so dass Stillsitzen schwer fällt',
        'Schnelle Verärgerung oder Gereiztheit',
        'Gefühl der Angst, so als würde etwas Schlimmes passieren',
      ],
      choices: CHOICES_DE,
      credit: CREDIT_DE,
    },
  },
};
