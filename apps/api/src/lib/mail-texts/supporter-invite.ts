import type { MailTexts } from './mail-text.js';

/**
 * An admin's invitation to become a supporter, with the link to set a password (in the language
 * the inviting admin's browser asked in: a supporter has no setting before signing in).
 */
export const supporterInviteTexts = {
  en: {
    subject: 'You are invited to support people on {appName}',
    heading: 'Welcome, {name}',
    paragraphs: [
      'An administrator of {appName} has invited you to be a supporter. People who use {appName} for guided self-help can link to you with your supporter code and choose what they share with you.',
      'Set your password to sign in. The link works once and expires in 7 days. If you were not expecting this, you can ignore this e-mail.',
    ],
    action: 'Set your password',
  },
  es: {
    subject: 'Te invitan a acompañar a personas en {appName}',
    heading: 'Hola, {name}',
    paragraphs: [
      'Un administrador de {appName} te ha invitado a ser acompañante. Las personas que usan {appName} para la autoayuda guiada pueden vincularse contigo con tu código de acompañante y elegir qué comparten contigo.',
      'Elige tu contraseña para iniciar sesión. El enlace funciona una sola vez y caduca en 7 días. Si no esperabas este correo, puedes ignorarlo.',
    ],
    action: 'Elegir mi contraseña',
  },
  de: {
    subject: 'Du bist eingeladen, Menschen bei {appName} zu begleiten',
    heading: 'Willkommen, {name}',
    paragraphs: [
      'Eine Administratorin oder ein Administrator von {appName} hat dich eingeladen, Begleiter*in zu werden. Menschen, die {appName} zur angeleiteten Selbsthilfe nutzen, können sich mit deinem Begleitcode mit dir verbinden und selbst wählen, was sie mit dir teilen.',
      'Lege dein Passwort fest, um dich anzumelden. Der Link funktioniert einmal und läuft in 7 Tagen ab. Wenn du damit nicht gerechnet hast, kannst du diese E-Mail ignorieren.',
    ],
    action: 'Passwort festlegen',
  },
} satisfies MailTexts<{ subject: string; heading: string; paragraphs: string[]; action: string }>;
