import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '../../../../test/render-route';
import { chooseLanguage, type Language } from '../../../lib/i18n';
import { resetLanguageChoice } from '../../../../test/language';
import { AboutPage } from './about-page';
import { ClearBeliefsPage } from './clear-beliefs-page';
import { ContactCoachPage } from './contact-coach-page';
import { LandingPage } from './landing-page';
import { SupportPage } from './support-page';
import { TheoryPage } from './theory-page';
import { TipsPage } from './tips-page';

const INFO = { app_name: 'Clearwell', support_email: 'help@clearwell.test', support_phone: '+1 (555) 010-0100' };

beforeEach(() => {
  stubApi((url) => {
    if (url === '/api/app-info') return { body: { success: true, data: INFO } };
    if (url === '/api/videos') return { body: { success: true, data: { items: [] } } };
    return undefined;
  });
});
afterEach(() => {
  resetLanguageChoice();
  vi.unstubAllGlobals();
});

const show = (page: ReactElement, path = '/page') => renderRoute(page, { path });
const heading = (name: string | RegExp, level = 1) => screen.findByRole('heading', { level, name });
const paragraph = (start: string) =>
  screen.findByText((_, el) => el?.tagName === 'P' && !!el.textContent?.startsWith(start));

describe('teaching pages in English', () => {
  it('keep their sentences whole around the links and the server’s values', async () => {
    show(<SupportPage />);
    expect(await heading('Support')).toBeInTheDocument();
    expect(await paragraph('Going through')).toHaveTextContent(
      /^Going through something hard right now\? Get help now with free crisis lines where you are\.$/,
    );
    expect(screen.getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/get-help');
    expect(await screen.findByRole('link', { name: INFO.support_phone })).toHaveAttribute('href', 'tel:+15550100100');
    expect(screen.getByText('weekdays 9am-5pm EST')).toBeInTheDocument();
    expect(await paragraph('You can also')).toHaveTextContent(
      /^You can also tell us what you think through the feedback form\.$/,
    );
  });

  it('name the app and the support address where the server gives them', async () => {
    show(<ContactCoachPage />);
    expect(await screen.findByRole('link', { name: INFO.support_email })).toHaveAttribute(
      'href',
      `mailto:${INFO.support_email}?subject=Coaching`,
    );
    expect(await paragraph('To arrange')).toHaveTextContent(
      `To arrange a conversation, write to us at ${INFO.support_email} with a few lines about yourself and a couple of times that suit you. We reply within two working days.`,
    );
    expect(await paragraph('Coaching is not')).toHaveTextContent(
      /^Coaching is not therapy or crisis support\. If you need help urgently, go to Get help now for the crisis lines where you are\.$/,
    );
    // An urgent case goes to the crisis lines, not to the support office's hours.
    expect(screen.getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/get-help');
  });
});

/** What each language shows: the page, its heading, and a sentence or link that proves the rest. */
type Page = 'about' | 'beliefs' | 'tips' | 'theory' | 'coach' | 'landing';
const EXPECTED: Record<Exclude<Language, 'en'>, Record<Page, [ReactElement, string, string]>> = {
  es: {
    about: [<AboutPage />, 'Cómo funciona', 'Clearwell te ayuda a soltar'],
    beliefs: [<ClearBeliefsPage />, 'Libera tus creencias', '«No soy suficiente».'],
    tips: [<TipsPage />, 'Consejos', 'Siete pequeños gestos'],
    theory: [<TheoryPage />, 'Teoría', 'Cuando nos pasa algo doloroso'],
    coach: [
      <ContactCoachPage />,
      'Contactar con un coach',
      `Para concertar una conversación, escríbenos a ${INFO.support_email}`,
    ],
    landing: [<LandingPage />, 'Suelta lo que te pesa, paso a paso y con calma.', 'Clearwell te acompaña'],
  },
  de: {
    about: [<AboutPage />, 'So funktioniert es', 'Clearwell hilft dir'],
    beliefs: [<ClearBeliefsPage />, 'Glaubenssätze lösen', '„Ich bin nicht gut genug.“'],
    tips: [<TipsPage />, 'Tipps', 'Sieben kleine Dinge'],
    theory: [<TheoryPage />, 'Theorie', 'Wenn uns etwas Schmerzhaftes passiert'],
    coach: [
      <ContactCoachPage />,
      'Coach kontaktieren',
      `Wenn du ein Gespräch vereinbaren möchtest, schreib uns an ${INFO.support_email}`,
    ],
    landing: [
      <LandingPage />,
      'Lass los, was dich belastet – Schritt für Schritt, ganz behutsam.',
      'Clearwell begleitet dich',
    ],
  },
};

describe.each(['es', 'de'] as const)('teaching pages in %s', (code) => {
  beforeEach(() => chooseLanguage(code));

  for (const [name, [page, title, sentence]] of Object.entries(EXPECTED[code])) {
    it(`shows ${name} translated`, async () => {
      show(page);
      expect(await heading(title)).toBeInTheDocument();
      expect(await paragraph(sentence)).toBeInTheDocument();
    });
  }

  it('shows the seven tips and the crisis note translated', async () => {
    show(<TipsPage />);
    await heading(EXPECTED[code].tips[1]);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(screen.queryByText('Make a little space')).not.toBeInTheDocument();

    show(<AboutPage />, '/about');
    const note = await screen.findByRole('complementary', {
      name: code === 'es' ? 'En caso de crisis' : 'In einer Krise',
    });
    expect(within(note).getByText(code === 'es' ? /número de emergencias/ : /Notrufnummer/)).toBeInTheDocument();
  });

  it('keeps the support contacts as the server gives them, with the words around them translated', async () => {
    show(<SupportPage />);
    expect(await heading(code === 'es' ? 'Soporte' : 'Hilfe & Kontakt')).toBeInTheDocument();
    const getHelp = screen.getByRole('link', { name: code === 'es' ? 'Busca ayuda ahora' : 'Hol dir jetzt Hilfe' });
    expect(getHelp).toHaveAttribute('href', '/get-help');
    expect(await screen.findByRole('link', { name: INFO.support_email })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: INFO.support_phone })).toBeInTheDocument();
    expect(screen.getByText(code === 'es' ? 'Teléfono' : 'Telefon')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: code === 'es' ? 'formulario de opiniones' : 'Feedback-Formular' }),
    ).toHaveAttribute('href', '/feedback');
  });
});

it('follows a change of language while a page is open', async () => {
  show(<TheoryPage />);
  expect(await heading('Theory')).toBeInTheDocument();
  act(() => chooseLanguage('de'));
  expect(await heading('Theorie')).toBeInTheDocument();
  expect(await heading('Warum der Körper', 2)).toBeInTheDocument();
  act(() => chooseLanguage('es'));
  expect(await heading('Teoría')).toBeInTheDocument();
});
