import type { MailTexts } from './mail-text.js';

/** Sign-up and resend-verification: confirm the address. */
export const verificationTexts = {
  en: {
    subject: 'Confirm your e-mail for {appName}',
    heading: 'Welcome to {appName}',
    paragraphs: [
      'Thank you for joining {appName}. Please confirm that this is your e-mail address so you can sign in.',
      'The link works once and expires in 24 hours. If you did not create an account, you can ignore this message.',
    ],
    action: 'Confirm my e-mail',
  },
  es: {
    subject: 'Confirma tu correo electrónico para {appName}',
    heading: 'Te damos la bienvenida a {appName}',
    paragraphs: [
      'Gracias por unirte a {appName}. Confirma que esta es tu dirección de correo electrónico para poder iniciar sesión.',
      'El enlace funciona una sola vez y caduca en 24 horas. Si no creaste ninguna cuenta, puedes ignorar este mensaje.',
    ],
    action: 'Confirmar mi correo',
  },
  de: {
    subject: 'Bestätige deine E-Mail-Adresse für {appName}',
    heading: 'Willkommen bei {appName}',
    paragraphs: [
      'Schön, dass du bei {appName} dabei bist. Bitte bestätige, dass dies deine E-Mail-Adresse ist, damit du dich anmelden kannst.',
      'Der Link funktioniert einmal und läuft in 24 Stunden ab. Wenn du kein Konto angelegt hast, kannst du diese Nachricht ignorieren.',
    ],
    action: 'E-Mail-Adresse bestätigen',
  },
} satisfies MailTexts<{ subject: string; heading: string; paragraphs: string[]; action: string }>;
