import type { Experience } from '@clearwell/shared';
import { api } from './api-client';
import type { Language } from './i18n/language';

/** The experiences a session starts from, in `lang`: the session's choices and the journal's titles. */
export async function getExperiences(lang: Language): Promise<Experience[]> {
  return (await api<Experience[]>('/api/experiences', { query: { lang } })).data;
}
