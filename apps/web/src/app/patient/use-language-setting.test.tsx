import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SettingsAnswer } from '../../lib/get-settings';
import { queryKeys } from '../../lib/query-keys';
import { useLanguage } from '../../lib/i18n';
import { chooseLanguage } from '../../lib/i18n/language';
import { resetLanguageChoice } from '../../../test/language';
import { createQueryClient } from '../../lib/query-client';
import { useLanguageSetting } from './use-language-setting';

function Probe() {
  useLanguageSetting(true);
  return <p>language: {useLanguage()}</p>;
}

function renderWith(settings: SettingsAnswer) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.settings, settings);
  const wrap = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
  render(wrap(<Probe />));
}

const base = {
  guide_medium: 'video',
  share_data_for_research: false,
  check_in_emails: false,
  support_emails: true,
  country: null,
} as const;

afterEach(() => {
  resetLanguageChoice();
  vi.restoreAllMocks();
});

describe("a signed-in patient's language", () => {
  it('follows the language they chose, over the one on this device', async () => {
    chooseLanguage('es');
    renderWith({ ...base, language: 'de', language_chosen: true });
    await waitFor(() => expect(screen.getByText('language: de')).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('de');
  });

  it('leaves the language in use alone when the setting is a default they never chose', async () => {
    chooseLanguage('es');
    renderWith({ ...base, language: 'en', language_chosen: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('language: es')).toBeInTheDocument();
  });
});
