/**
 * Words that speak of ending one's life or harming oneself, in every language the app has.
 * Plain data and string functions without zod: the web app checks what a patient types with
 * the same list the server checks a submission with, and loads only this small module for it.
 *
 * Phrases are written in the normalised form (lower case, no accents, ß as ss, no apostrophes,
 * other punctuation as spaces). A phrase matches whole words; one ending in `*` is a stem that
 * also finds longer forms of its last word (German compounds such as "Suizidgedanken", Spanish
 * "morirme"), while "want to die" does not fire on "want to diet".
 */
export const SAFETY_PHRASES = {
  en: [
    'suicid*', // suicide, suicidal
    'kill myself',
    'killing myself',
    'end my life',
    'ending my life',
    'end it all',
    'take my own life',
    'take my life',
    'want to die',
    'wanna die',
    'wish i was dead',
    'wish i were dead',
    'better off dead',
    'dont want to live',
    'dont want to be alive',
    'no reason to live',
    'hurt myself',
    'hurting myself',
    'harm myself',
    'harming myself',
    'self harm',
    'cut myself',
    'cutting myself',
  ],
  es: [
    'suicid*', // suicidio, suicidarme, suicida
    'matarme',
    'quitarme la vida',
    'acabar con mi vida',
    'terminar con mi vida',
    'quiero morir*', // morir, morirme
    'me quiero matar',
    'me voy a matar',
    'no quiero vivir',
    'no quiero seguir viviendo',
    'hacerme dano',
    'lastimarme',
    'autolesion*', // autolesión, autolesionarme
    'cortarme',
    'mejor muert*', // mejor muerto, mejor muerta
  ],
  de: [
    'selbstmord*',
    'suizid*', // Suizid, suizidal, Suizidgedanken
    'mich umbringen',
    'mich umzubringen',
    'mich toten', // mich töten
    'mein leben beenden',
    'meinem leben ein ende',
    'mir das leben nehmen',
    'will sterben',
    'mochte sterben', // möchte sterben
    'will nicht mehr leben',
    'mochte nicht mehr leben',
    'mich verletzen',
    'selbstverletz*', // Selbstverletzung
    'mich ritzen',
    'besser tot',
  ],
} as const satisfies Record<'en' | 'es' | 'de', readonly string[]>;

/** Lower case, accents and apostrophes dropped, every other non-letter a single space. */
export function normaliseForSafety(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const phrases: string[] = [...new Set(Object.values(SAFETY_PHRASES).flat())];
const stems = phrases.filter((p) => p.endsWith('*')).map((p) => ` ${p.slice(0, -1)}`);
const words = phrases.filter((p) => !p.endsWith('*')).map((p) => ` ${p} `);

/** Whether a text speaks of ending one's life or harming oneself, in any of the app's languages. */
export function speaksOfCrisis(text: string): boolean {
  if (!text) return false;
  const padded = ` ${normaliseForSafety(text)} `;
  return words.some((w) => padded.includes(w)) || stems.some((s) => padded.includes(s));
}

/** Why a submitted session, check-in answer or measure raised a concern (`self_harm_item`: PHQ-9's ninth item above 0). */
export const SAFETY_REASONS = ['crisis_language', 'high_intensity', 'self_harm_item'] as const;
export type SafetyReason = (typeof SAFETY_REASONS)[number];

/** A last intensity at or above this, and not below the first, raises a concern. */
export const HIGH_INTENSITY = 9;

/** What a finished session is judged on: every text typed in it, and its first and last intensity. */
export interface JudgedSession {
  texts: readonly string[];
  first: number | null;
  last: number | null;
}

/**
 * Why a session calls for the crisis lines (empty when it does not): a text that speaks of ending
 * one's life or harming oneself, or a last intensity of 9 or more that is not below the first, i.e.
 * a session that ends at its worst. One rule for the server (what it answers when a session is
 * stored) and the web app (a session kept on the device, not yet stored).
 */
export function safetyReasonsOf(session: JudgedSession): SafetyReason[] {
  const reasons: SafetyReason[] = [];
  if (session.texts.some(speaksOfCrisis)) reasons.push('crisis_language');
  const { first, last } = session;
  if (last !== null && last >= HIGH_INTENSITY && (first === null || last >= first)) reasons.push('high_intensity');
  return reasons;
}
