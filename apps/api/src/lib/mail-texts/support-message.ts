import type { MailTexts } from './mail-text.js';

/**
 * That a supporter's message is waiting. Never the message, the supporter's name or address: a
 * mailbox is often read by others, and the thread belongs in the app.
 */
export const supportMessageTexts = {
  en: {
    subject: '{appName}: you have a message from your supporter',
    heading: 'You have a message',
    paragraphs: [
      'Your supporter has written to you in {appName}. Sign in to read the message and answer when it suits you.',
    ],
    action: 'Read the message',
    footer: 'You get these e-mails because they are on in Settings, where you can turn them off.',
  },
  es: {
    subject: '{appName}: tienes un mensaje de tu acompañante',
    heading: 'Tienes un mensaje',
    paragraphs: [
      'Tu acompañante te ha escrito en {appName}. Inicia sesión para leer el mensaje y responde cuando te venga bien.',
    ],
    action: 'Leer el mensaje',
    footer: 'Recibes estos correos porque están activados en Ajustes, donde puedes desactivarlos.',
  },
  de: {
    subject: '{appName}: Du hast eine Nachricht von deiner Begleitung',
    heading: 'Du hast eine Nachricht',
    paragraphs: [
      'Deine Begleitung hat dir in {appName} geschrieben. Melde dich an, um die Nachricht zu lesen, und antworte, wann es dir passt.',
    ],
    action: 'Nachricht lesen',
    footer:
      'Du bekommst diese E-Mails, weil sie in den Einstellungen eingeschaltet sind. Dort kannst du sie abstellen.',
  },
} satisfies MailTexts<{ subject: string; heading: string; paragraphs: string[]; action: string; footer: string }>;
