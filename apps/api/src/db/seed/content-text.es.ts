import { RULE_CHOICES, type StepTranslation } from '@clearwell/shared';
import type { SeedLanguage } from './content-text.js';

/**
 * The default guided session in Spanish: written for Spanish speakers (tú, neutral between Spain
 * and Latin America), not word for word. "Clear" an experience is "soltar" throughout. The
 * choices of the two rule-bearing steps are exactly RULE_CHOICES.es (packages/shared).
 */
export const CRISIS_LINE_ES =
  'Si estás pasando por una crisis, piensas en hacerte daño o no te sientes a salvo, detente aquí y llama ahora al número de emergencias de tu zona, o acude a un médico, a un terapeuta o a una línea de ayuda en crisis cerca de ti. Esta sesión es una práctica de autoayuda y no sustituye la atención profesional.';

const steps: Record<string, StepTranslation> = {
  choose_experience: {
    title: 'Elige tu experiencia',
    description: 'Elige aquello en lo que te gustaría trabajar hoy.',
    text_content: `Te damos la bienvenida. Busca un lugar tranquilo donde nadie te interrumpa durante unos quince minutos y deja caer los hombros. Aquí no hay nada que hacer bien o mal: solo observas, y tu cuerpo hace el resto.\n\nElige el tipo de experiencia que quieres soltar hoy: un dolor en el cuerpo, un sentimiento que vuelve una y otra vez, algo que duele entre tú y otra persona, o un pensamiento sobre ti que sigues creyendo.\n\n${CRISIS_LINE_ES}`,
  },
  rate_the_intensity: {
    title: 'Valora la intensidad',
    description: '¿Con qué intensidad lo sientes ahora mismo, antes de empezar?',
    text_content:
      'Trae la experiencia a tu mente y permítete sentirla tal como es ahora mismo. Luego valora su intensidad, de 0 (no está en absoluto) a 10 (lo más fuerte posible). Quédate con el primer número que te venga; al final volverás a valorarla para ver qué ha cambiado.',
    slider_title: '¿Con qué intensidad lo sientes ahora mismo? (de 0 a 10)',
  },
  focus_and_feel_it: {
    title: 'Acércate y siéntelo',
    description: 'Ponle nombre a aquello en lo que estás trabajando.',
    text_content:
      'Cierra los ojos un momento y acércate a la experiencia en lugar de alejarte de ella. No necesitas arreglarla ni explicarla. Solo deja que esté ahí y siéntela.\n\nEn pocas palabras, escribe qué vas a soltar hoy, por ejemplo «el dolor en la parte baja de la espalda» o «el miedo a no ser suficiente».',
  },
  describe_sensations: {
    title: 'Describe las sensaciones',
    description: 'Descubre dónde vive en tu cuerpo y cómo es.',
    text_content:
      'Cada sentimiento, pensamiento o dolor se manifiesta en algún lugar del cuerpo. Observa dónde lo sientes más. Luego explora con curiosidad cómo es: ¿Es grande o pequeño? ¿Pesado o ligero? ¿Cálido o frío? ¿Quieto o en movimiento? ¿Tiene un borde, una forma, un color?\n\nEscribe lo que notas, con tus propias palabras.',
  },
  find_the_source: {
    title: 'Encuentra el origen',
    description: 'Sigue la sensación hasta donde parece empezar.',
    text_content:
      'Quédate con la sensación y pregúntale con suavidad: ¿dónde empiezas? Deja que tu atención vaya hasta su mismo centro, al lugar de donde parece venir. A veces aparece un recuerdo, una imagen o una palabra; a veces solo un sentimiento. Las dos cosas están bien.\n\nEscribe lo que encuentras en el origen.',
  },
  experience_it_fully: {
    title: 'Vívelo por completo',
    description: 'Deja que esté ahí del todo, sin apartarlo.',
    text_content:
      'Ahora deja que la experiencia sea tan grande como quiera ser. Respira hacia ella. No intentes cambiarla, echarla ni aferrarte a ella. Permítete sentirla entera, el tiempo que haga falta, normalmente uno o dos minutos. Los sentimientos que se sienten del todo suelen seguir su camino por sí solos.\n\nCuando quieras, escribe unas palabras sobre lo que pasó mientras te quedabas con ella.',
  },
  sensation_state: {
    title: 'Estado de la sensación',
    description: 'Comprueba cómo está ahora.',
    text_content:
      'Busca de nuevo la experiencia con suavidad, en el mismo lugar donde la encontraste antes. Tómate tu tiempo. ¿Cómo está ahora?',
    radio_title: '¿Cómo está la sensación ahora?',
    radio_options: [
      RULE_CHOICES.sensation.es.gone,
      RULE_CHOICES.sensation.es.unchanged,
      RULE_CHOICES.sensation.es.changed,
    ],
  },
  message: {
    title: 'Mensaje',
    description: 'Fíjate en lo que quiere que sepas.',
    text_content:
      'Las experiencias suelen traer un mensaje: una necesidad que no se atendió, algo que te habría gustado decir, una forma más amable de tratarte. Si ahora te llega algo así, escríbelo. Si no llega nada, escribe lo que notas; eso es igual de valioso.',
  },
  process_again: {
    title: 'Repetir el proceso',
    description: 'Decide si quieres trabajar ahora en otra cosa.',
    text_content:
      'Has hecho un trabajo de verdad. ¿Quieres empezar una nueva ronda con otra experiencia? Si eliges Sí, lo que escribiste se guarda en tu diario y comienza una sesión nueva. Si eliges No, terminarás con una última valoración.',
    radio_title: '¿Quieres soltar otra experiencia?',
    radio_options: [RULE_CHOICES.processAgain.es.yes, RULE_CHOICES.processAgain.es.no],
  },
  feel_now: {
    title: 'Siéntelo ahora',
    description: 'Valóralo de nuevo y mira qué ha cambiado.',
    text_content: `Trae a tu mente una vez más la experiencia del principio y observa con qué intensidad la sientes ahora, de 0 (se ha ido) a 10 (lo más fuerte posible). Sea cual sea el número, agradécete este tiempo que te has dado. Bebe un poco de agua y trátate con cariño el resto del día.\n\n${CRISIS_LINE_ES}`,
    slider_title: '¿Y ahora, con qué intensidad lo sientes? (de 0 a 10)',
  },
};

export const SPANISH: SeedLanguage = {
  experiences: {
    pain: 'Dolor físico',
    heart: 'Malestar emocional',
    people: 'Conflicto en una relación',
    thought: 'Pensamiento o creencia',
  },
  steps,
};
