import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestContext } from './app.js';
import { bearer } from './factories.js';
import { fileOf, pngBytes } from './media-fixtures.js';

export interface StepFormInput {
  title?: string;
  text_content?: string;
  description?: string;
  type?: string[] | string;
  radio_title?: string;
  radio_options?: string[] | string;
  slider_title?: string;
  slider_config?: string;
  existing_images?: string[];
  existing_video?: string;
  existing_audio?: string;
  /** JSON text of `{es?: {...}, de?: {...}}`. */
  translations?: string;
  files?: { field: 'images' | 'video' | 'audio' | string; bytes: Buffer; name: string }[];
}

/** A multipart body as the admin screen sends it: list fields repeated unless given as one string. */
export function stepForm(input: StepFormInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (key === 'files' || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v as string);
  }
  for (const f of input.files ?? []) form.append(f.field, fileOf(f.bytes), f.name);
  return form;
}

export const basicStep = (overrides: StepFormInput = {}): StepFormInput => ({
  title: 'Breathe',
  text_content: 'Take three slow breaths.',
  type: ['text'],
  ...overrides,
});

export const withImage = (name = 'calm.png') => ({ field: 'images', bytes: pngBytes(), name });

export function storedStepFiles(t: TestContext): string[] {
  try {
    return readdirSync(path.join(t.dataDir, 'uploads', 'steps')).filter((f) => !f.startsWith('.'));
  } catch {
    return [];
  }
}

export async function postStep(t: TestContext, token: string, input: StepFormInput) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/session-step',
    headers: bearer(token),
    payload: stepForm(input),
  });
}

export async function putStep(t: TestContext, token: string, id: string, input: StepFormInput) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/session-step/${id}`,
    headers: bearer(token),
    payload: stepForm(input),
  });
}

export async function listAll(t: TestContext, token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/session-step?limit=100', headers: bearer(token) });
  return res.json().data.items as { id: string; title: string; order: number }[];
}
