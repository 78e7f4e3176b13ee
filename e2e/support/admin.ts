import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { E2E_ADMIN } from '../playwright.config';

/** Signs in through the admin login screen and returns the admin token the app stored. */
export async function signInAsAdmin(page: Page, credentials = E2E_ADMIN): Promise<string> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return (await page.evaluate(() => localStorage.getItem('clearwell.admin.token')))!;
}

export interface WireStep {
  id: string;
  title: string;
  text_content: string;
  type: string[];
  options: { slider_title: string; slider_config: { min: number; max: number }; radio_options: string[] };
  media: { image: { file: string; name: string }[] };
  order: number;
}

export async function adminSteps(request: APIRequestContext, token: string): Promise<WireStep[]> {
  const res = await request.get('/api/admin/session-step?limit=100', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.items;
}

export async function createStepViaApi(request: APIRequestContext, token: string, title: string): Promise<WireStep> {
  const res = await request.post('/api/admin/session-step', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { title, text_content: `${title} guidance`, type: 'text' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data;
}

/** A real 2×2 PNG, built in memory. */
export function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const raw = Buffer.from([0, 40, 120, 110, 40, 120, 110, 0, 40, 120, 110, 40, 120, 110]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
