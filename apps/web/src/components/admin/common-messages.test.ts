import type { ErrorDetail } from '@clearwell/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetLanguageChoice } from '../../../test/language';
import { ApiError } from '../../lib/api-client';
import { preloadMessages } from '../../lib/i18n';
import { chooseLanguage } from '../../lib/i18n/language';
import { adminErrorText, detailText } from './common-messages';

const refused = (details: ErrorDetail[]) =>
  new ApiError('The server says it in English', 400, 'VALIDATION_ERROR', details);

describe('a refusal in the language in use, read by its codes', () => {
  beforeEach(async () => {
    chooseLanguage('de');
    await preloadMessages('admin');
  });
  afterEach(() => resetLanguageChoice());

  it('says the rule a field broke, with the limit the server gives', () => {
    expect(detailText({ field: 'title', code: 'too_long', max: 200 })).toBe('Höchstens 200 Zeichen');
    expect(detailText({ field: 'radio_options', code: 'required' })).toBe(
      'Fügen Sie der Auswahlfrage mindestens eine Option hinzu',
    );
    expect(detailText({ field: 'slider_config', code: 'invalid_range' })).toBe(
      'Das Minimum des Schiebereglers muss kleiner als das Maximum sein',
    );
    expect(detailText({ field: 'sms', code: 'invalid_format' })).toBe(
      'Nur Ziffern, Leerzeichen, +, -, ( und ) verwenden',
    );
    expect(detailText({ field: 'radio_options', code: 'invalid_order' })).toBeUndefined();
  });

  it("tells the first detail's rule, else what the code means, never reading the message", () => {
    const message = 'Use at most 200 characters for the title';
    expect(adminErrorText(refused([{ field: 'title', code: 'required', message }]), 'fallback')).toBe(
      'Der Titel ist erforderlich',
    );
    expect(adminErrorText(refused([{ field: 'type', code: 'invalid_value', message }]), 'fallback')).toBe(
      'Einige Angaben sind ungültig. Prüfen Sie das Formular und versuchen Sie es noch einmal.',
    );
    const invalid = new ApiError('Invalid response from server', 200, undefined, [], 'invalid_response');
    expect(adminErrorText(invalid, 'fallback')).toBe('Ungültige Antwort vom Server');
    expect(adminErrorText(new ApiError('Invalid response from server', 400, undefined), 'fallback')).toBe('fallback');
  });
});
