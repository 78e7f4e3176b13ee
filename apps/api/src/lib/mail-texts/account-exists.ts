import type { MailTexts } from './mail-text.js';

/** Sent instead of a second account to the owner of an address someone signed up with again. */
export const accountExistsTexts = {
  en: {
    subject: 'You already have a {appName} account',
    /** Only for a verified address (see patient-auth.mails.ts). */
    headingNamed: 'Hello, {firstName}',
    heading: 'Hello',
    paragraphs: [
      'Someone, probably you, tried to create a new {appName} account with this e-mail address. You already have one, so nothing was changed.',
      'You can sign in, or use "Forgot password" on the sign-in page if you no longer remember your password. If this was not you, you can ignore this message.',
    ],
    action: 'Sign in',
  },
  es: {
    subject: 'Ya tienes una cuenta en {appName}',
    headingNamed: 'Hola, {firstName}',
    heading: 'Hola',
    paragraphs: [
      'Alguien, probablemente tú, ha intentado crear una cuenta nueva en {appName} con esta dirección de correo. Ya tienes una, así que no se ha cambiado nada.',
      'Puedes iniciar sesión, o usar «¿Olvidaste tu contraseña?» en la página de inicio de sesión si ya no la recuerdas. Si no fuiste tú, puedes ignorar este mensaje.',
    ],
    action: 'Iniciar sesión',
  },
  de: {
    subject: 'Du hast bereits ein Konto bei {appName}',
    headingNamed: 'Hallo {firstName}',
    heading: 'Hallo',
    paragraphs: [
      'Jemand, wahrscheinlich du, hat versucht, mit dieser E-Mail-Adresse ein neues Konto bei {appName} anzulegen. Du hast bereits eines, daher wurde nichts geändert.',
      'Du kannst dich anmelden oder auf der Anmeldeseite „Passwort vergessen“ verwenden, falls du dein Passwort nicht mehr weißt. Wenn du das nicht warst, kannst du diese Nachricht ignorieren.',
    ],
    action: 'Anmelden',
  },
} satisfies MailTexts<{ subject: string; headingNamed: string; heading: string; paragraphs: string[]; action: string }>;
