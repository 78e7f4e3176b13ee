import type { MailTexts } from './mail-text.js';

/** An administrator's forgot-password link (in the language their browser asked in). */
export const adminResetTexts = {
  en: {
    subject: 'Reset your {appName} admin password',
    heading: 'Reset your admin password',
    paragraphs: [
      'Someone asked to reset the password of the {appName} administrator account for {email}.',
      'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    action: 'Choose a new password',
  },
  es: {
    subject: 'Restablece tu contraseña de administración de {appName}',
    heading: 'Restablece tu contraseña de administración',
    paragraphs: [
      'Alguien ha pedido restablecer la contraseña de la cuenta de administración de {appName} de {email}.',
      'El enlace funciona una sola vez y caduca en 1 hora. Si no lo pediste, puedes ignorar este correo: tu contraseña seguirá igual.',
    ],
    action: 'Elegir una contraseña nueva',
  },
  de: {
    subject: 'Setze dein Admin-Passwort für {appName} zurück',
    heading: 'Admin-Passwort zurücksetzen',
    paragraphs: [
      'Jemand hat darum gebeten, das Passwort des Administratorkontos von {appName} für {email} zurückzusetzen.',
      'Der Link funktioniert einmal und läuft in 1 Stunde ab. Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt unverändert.',
    ],
    action: 'Neues Passwort wählen',
  },
} satisfies MailTexts<{ subject: string; heading: string; paragraphs: string[]; action: string }>;
