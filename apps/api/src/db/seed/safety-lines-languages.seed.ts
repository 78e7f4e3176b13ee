import type { SafetyLineTranslations } from '@clearwell/shared';
import { and, eq, sql } from 'drizzle-orm';
import { safetyResources } from '../schema.js';
import type { Seed } from './run-seeds.js';

/** The seeded lines' hours and description in the app's languages, for lines whose texts are still the seeded ones. */
const TRANSLATED: { country: string; name: string; language: string; translations: SafetyLineTranslations }[] = [
  {
    country: 'US',
    name: '988 Suicide & Crisis Lifeline',
    language: 'en',
    translations: {
      es: {
        hours: 'Las 24 horas, todos los días',
        description: 'Gratuita y confidencial. Llama o escribe al 988 para hablar con una persona formada en crisis.',
      },
      de: {
        hours: 'Rund um die Uhr, jeden Tag',
        description:
          'Kostenlos und vertraulich. Ruf die 988 an oder schreib eine SMS, um mit einer geschulten Person zu sprechen.',
      },
    },
  },
  {
    country: 'GB',
    name: 'Samaritans',
    language: 'en',
    translations: {
      es: {
        hours: 'Las 24 horas, todos los días',
        description: 'Llamada gratuita. Alguien te escuchará, pases por lo que pases.',
      },
      de: {
        hours: 'Rund um die Uhr, jeden Tag',
        description: 'Kostenloser Anruf. Jemand hört dir zu, was auch immer du durchmachst.',
      },
    },
  },
  {
    country: 'DE',
    name: 'TelefonSeelsorge',
    language: 'de',
    translations: {
      en: { hours: 'Around the clock', description: 'Free and anonymous. Someone will listen to you.' },
      es: { hours: 'Las 24 horas', description: 'Gratuita y anónima. Alguien te escucha.' },
    },
  },
  {
    country: 'DE',
    name: 'TelefonSeelsorge (zweite Nummer)',
    language: 'de',
    translations: {
      en: { hours: 'Around the clock', description: 'The same help, when the first number is busy.' },
      es: { hours: 'Las 24 horas', description: 'La misma ayuda, cuando el primer número está ocupado.' },
    },
  },
  {
    country: 'ES',
    name: 'Línea 024',
    language: 'es',
    translations: {
      en: {
        hours: '24 hours, every day',
        description: 'Free and confidential. Trained people listen to you and stay with you.',
      },
      de: {
        hours: 'Rund um die Uhr, jeden Tag',
        description: 'Kostenlos und vertraulich. Geschulte Menschen hören dir zu und begleiten dich.',
      },
    },
  },
  {
    country: '*',
    name: 'Your local emergency number',
    language: 'en',
    translations: {
      es: {
        hours: 'En cualquier momento',
        description:
          'Si podrías actuar según estos pensamientos, o estás en peligro ahora, llama al número de emergencias local.',
      },
      de: {
        hours: 'Jederzeit',
        description:
          'Wenn du diesen Gedanken folgen könntest oder jetzt in Gefahr bist, ruf die Notrufnummer an, wo du bist.',
      },
    },
  },
  {
    country: '*',
    name: 'Find A Helpline',
    language: 'en',
    translations: {
      es: {
        hours: 'Horarios distintos según la línea',
        description: 'Líneas de ayuda gratuitas y confidenciales donde estés, por teléfono, mensaje o chat.',
      },
      de: {
        hours: 'Unterschiedliche Zeiten je nach Angebot',
        description: 'Kostenlose, vertrauliche Hilfetelefone dort, wo du bist, per Telefon, SMS oder Chat.',
      },
    },
  },
];

/** Each seeded country's emergency number (sources: 911.gov, gov.uk/999, 112.eu). */
const EMERGENCY = [
  { country: 'US', name: 'Emergency services', phone: '911', language: 'en' },
  { country: 'GB', name: 'Emergency services', phone: '999', language: 'en' },
  { country: 'DE', name: 'Notruf', phone: '112', language: 'de' },
  { country: 'ES', name: 'Emergencias', phone: '112', language: 'es' },
];
const EMERGENCY_TEXTS = {
  en: { hours: 'Any time', description: 'If you are in danger right now.' },
  es: { hours: 'En cualquier momento', description: 'Si estás en peligro ahora mismo.' },
  de: { hours: 'Jederzeit', description: 'Wenn du gerade in Gefahr bist.' },
} as const;

/**
 * The seeded lines gain the language they are written in, their hours and description in the
 * app's other languages, and each seeded country its emergency number, added last to its list.
 * Runs once; a line an administrator renamed, or a country that already names an emergency
 * number, is left as it is.
 */
export const safetyLinesLanguagesSeed: Seed = {
  key: 'safety-resources-v2-languages-emergency',
  async run(tx) {
    for (const line of TRANSLATED) {
      await tx
        .update(safetyResources)
        .set({ language: line.language, translations: line.translations })
        .where(and(eq(safetyResources.country, line.country), eq(safetyResources.name, line.name)));
    }
    for (const line of EMERGENCY) {
      const [state] = await tx
        .select({
          lines: sql<number>`count(*)::int`,
          emergency: sql<number>`count(*) filter (where ${safetyResources.emergency})::int`,
        })
        .from(safetyResources)
        .where(eq(safetyResources.country, line.country));
      if (!state?.lines || state.emergency) continue;
      const { [line.language as keyof typeof EMERGENCY_TEXTS]: own, ...others } = EMERGENCY_TEXTS;
      await tx.insert(safetyResources).values({
        ...line,
        ...own,
        translations: others,
        emergency: true,
        position: state.lines + 1,
      });
    }
  },
};
