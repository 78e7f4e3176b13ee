import type { MailTexts } from './mail-text.js';

/** What every mail's layout says around its own words (lib/mailer.ts renderMail). */
export const layoutTexts = {
  en: {
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    signature: '— {appName}',
  },
  es: {
    buttonFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    signature: '— {appName}',
  },
  de: {
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:',
    signature: '— {appName}',
  },
} satisfies MailTexts<{ buttonFallback: string; signature: string }>;
