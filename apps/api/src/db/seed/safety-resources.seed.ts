import { safetyResources } from '../schema.js';
import type { Seed } from './run-seeds.js';

type Line = Omit<typeof safetyResources.$inferInsert, 'id' | 'position' | 'createdAt' | 'updatedAt'>;

/**
 * National crisis lines, each with the page it was taken from. The back-office keeps them
 * current afterwards; this runs once and never over an administrator's edits.
 */
const LINES: Line[] = [
  // Source: https://988lifeline.org/ (988 Suicide & Crisis Lifeline: call or text 988, chat, 24/7, free).
  {
    country: 'US',
    name: '988 Suicide & Crisis Lifeline',
    phone: '988',
    sms: '988',
    url: 'https://988lifeline.org',
    hours: '24 hours, every day',
    description: 'Free and confidential. Call or text 988 to talk with a trained crisis counsellor.',
  },
  // Source: https://www.samaritans.org/how-we-can-help/contact-samaritan/ (116 123, free, 24/7).
  {
    country: 'GB',
    name: 'Samaritans',
    phone: '116 123',
    url: 'https://www.samaritans.org',
    hours: '24 hours, every day',
    description: 'Free to call. Someone will listen, whatever you are going through.',
  },
  // Source: https://www.telefonseelsorge.de/ (0800 111 0 111 and 0800 111 0 222, free, 24/7).
  {
    country: 'DE',
    name: 'TelefonSeelsorge',
    phone: '0800 111 0 111',
    url: 'https://www.telefonseelsorge.de',
    hours: 'Rund um die Uhr',
    description: 'Kostenlos und anonym. Jemand hört dir zu.',
  },
  {
    country: 'DE',
    name: 'TelefonSeelsorge (zweite Nummer)',
    phone: '0800 111 0 222',
    url: 'https://www.telefonseelsorge.de',
    hours: 'Rund um die Uhr',
    description: 'Die gleiche Hilfe, wenn die erste Nummer besetzt ist.',
  },
  // Source: https://www.sanidad.gob.es/linea024/ (Línea 024 de atención a la conducta suicida, free, 24/7).
  {
    country: 'ES',
    name: 'Línea 024',
    phone: '024',
    url: 'https://www.sanidad.gob.es/linea024/',
    hours: '24 horas, todos los días',
    description: 'Gratuita y confidencial. Personas formadas te escuchan y te acompañan.',
  },
  // The default list, for every country without lines of its own.
  {
    country: '*',
    name: 'Your local emergency number',
    hours: 'Any time',
    description: 'If you might act on these thoughts, or are in danger now, call your local emergency number.',
  },
  // Source: https://findahelpline.com (a directory of free, confidential helplines by country).
  {
    country: '*',
    name: 'Find A Helpline',
    url: 'https://findahelpline.com',
    hours: 'Lines open at different times',
    description: 'Free, confidential helplines where you are, by phone, text or chat.',
  },
];

export const safetyResourcesSeed: Seed = {
  key: 'safety-resources-v1',
  async run(tx) {
    const positions = new Map<string, number>();
    const rows = LINES.map((line) => {
      const position = (positions.get(line.country) ?? 0) + 1;
      positions.set(line.country, position);
      return { ...line, position };
    });
    await tx.insert(safetyResources).values(rows);
  },
};
