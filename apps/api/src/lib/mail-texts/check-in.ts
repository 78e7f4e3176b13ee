import type { MailTexts } from './mail-text.js';

type Unit = 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

/**
 * The reminder of a due check-in. `{ago}` is how long ago the session was, in the words of
 * `units` (one, then `{n}` of them), made to fit the sentences around it: "einen Monat" in
 * German, "hace una semana" in Spanish.
 */
export const checkInTexts = {
  en: {
    subject: '{appName}: how is it {ago} later?',
    heading: 'Is it still gone?',
    paragraphs: [
      'It has been {ago} since your session. How strong is that feeling now?',
      'Answering takes a few seconds, and your journal shows how it has changed.',
    ],
    action: 'Answer the check-in',
    footer: 'You get these reminders because you turned them on in Settings. To stop them: {unsubscribeUrl}',
    units: {
      month: ['a month', '{n} months'],
      week: ['a week', '{n} weeks'],
      day: ['a day', '{n} days'],
      hour: ['an hour', '{n} hours'],
      minute: ['a minute', '{n} minutes'],
      second: ['a second', '{n} seconds'],
    },
  },
  es: {
    subject: '{appName}: ¿cómo lo notas {ago} después?',
    heading: '¿Sigue sin estar ahí?',
    paragraphs: [
      'Tu sesión fue hace {ago}. ¿Con qué intensidad sientes ahora aquello en lo que trabajaste?',
      'Responder lleva unos segundos, y tu diario te muestra cómo ha cambiado.',
    ],
    action: 'Responder al seguimiento',
    footer: 'Recibes estos recordatorios porque los activaste en Ajustes. Para dejar de recibirlos: {unsubscribeUrl}',
    units: {
      month: ['un mes', '{n} meses'],
      week: ['una semana', '{n} semanas'],
      day: ['un día', '{n} días'],
      hour: ['una hora', '{n} horas'],
      minute: ['un minuto', '{n} minutos'],
      second: ['un segundo', '{n} segundos'],
    },
  },
  de: {
    subject: '{appName}: Wie ist es {ago} später?',
    heading: 'Ist es immer noch weg?',
    paragraphs: [
      'Deine Sitzung ist jetzt {ago} her. Wie stark ist das Gefühl jetzt?',
      'Die Antwort dauert nur ein paar Sekunden, und dein Tagebuch zeigt dir, wie es sich verändert hat.',
    ],
    action: 'Nachfrage beantworten',
    footer:
      'Du bekommst diese Erinnerungen, weil du sie in den Einstellungen eingeschaltet hast. So stellst du sie ab: {unsubscribeUrl}',
    units: {
      month: ['einen Monat', '{n} Monate'],
      week: ['eine Woche', '{n} Wochen'],
      day: ['einen Tag', '{n} Tage'],
      hour: ['eine Stunde', '{n} Stunden'],
      minute: ['eine Minute', '{n} Minuten'],
      second: ['eine Sekunde', '{n} Sekunden'],
    },
  },
} satisfies MailTexts<{
  subject: string;
  heading: string;
  paragraphs: string[];
  action: string;
  footer: string;
  units: Record<Unit, [string, string]>;
}>;
