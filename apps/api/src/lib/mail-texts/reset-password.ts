import type { MailTexts } from './mail-text.js';

/** A patient's forgot-password link. */
export const resetPasswordTexts = {
  en: {
    subject: 'Reset your {appName} password',
    heading: 'Reset your password',
    /** Only for a verified address (see patient-auth.mails.ts). */
    greetingNamed: 'Hello {firstName},',
    greeting: 'Hello,',
    paragraphs: [
      'Someone asked to reset the password of your {appName} account. If it was you, choose a new password with the link below.',
      'The link works once and stays valid for 1 hour. If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    action: 'Choose a new password',
  },
  es: {
    subject: 'Restablece tu contraseña de {appName}',
    heading: 'Restablece tu contraseña',
    greetingNamed: 'Hola, {firstName}:',
    greeting: 'Hola:',
    paragraphs: [
      'Alguien ha pedido restablecer la contraseña de tu cuenta de {appName}. Si fuiste tú, elige una contraseña nueva con el enlace de abajo.',
      'El enlace funciona una sola vez y es válido durante 1 hora. Si no lo pediste, puedes ignorar este correo: tu contraseña seguirá igual.',
    ],
    action: 'Elegir una contraseña nueva',
  },
  de: {
    subject: 'Setze dein Passwort für {appName} zurück',
    heading: 'Passwort zurücksetzen',
    greetingNamed: 'Hallo {firstName},',
    greeting: 'Hallo,',
    paragraphs: [
      'Jemand hat darum gebeten, das Passwort deines Kontos bei {appName} zurückzusetzen. Wenn du das warst, wähle über den Link unten ein neues Passwort.',
      'Der Link funktioniert einmal und ist 1 Stunde lang gültig. Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt unverändert.',
    ],
    action: 'Neues Passwort wählen',
  },
} satisfies MailTexts<{
  subject: string;
  heading: string;
  greetingNamed: string;
  greeting: string;
  paragraphs: string[];
  action: string;
}>;
