import type { MailTexts } from './mail-text.js';

/** After a patient changed their password: in case it was not them. */
export const passwordChangedTexts = {
  en: {
    subject: 'Your {appName} password was changed',
    heading: 'Your password was changed',
    paragraphs: [
      'Hello {firstName},',
      'The password of your {appName} account was just changed, and other devices were signed out.',
      'If this was not you, reset your password now with the link below.',
    ],
    action: 'Reset my password',
  },
  es: {
    subject: 'Se ha cambiado tu contraseña de {appName}',
    heading: 'Se ha cambiado tu contraseña',
    paragraphs: [
      'Hola, {firstName}:',
      'Se acaba de cambiar la contraseña de tu cuenta de {appName} y se ha cerrado la sesión en tus otros dispositivos.',
      'Si no fuiste tú, restablece tu contraseña ahora con el enlace de abajo.',
    ],
    action: 'Restablecer mi contraseña',
  },
  de: {
    subject: 'Dein Passwort für {appName} wurde geändert',
    heading: 'Dein Passwort wurde geändert',
    paragraphs: [
      'Hallo {firstName},',
      'Das Passwort deines Kontos bei {appName} wurde gerade geändert, und deine anderen Geräte wurden abgemeldet.',
      'Wenn du das nicht warst, setze dein Passwort jetzt über den Link unten zurück.',
    ],
    action: 'Mein Passwort zurücksetzen',
  },
} satisfies MailTexts<{ subject: string; heading: string; paragraphs: string[]; action: string }>;
