import type { ComponentsJSON } from '@nanostores/i18n';

/*
 * The Spanish and German catalogs of the areas a patient never opens, each fetched on demand:
 * the back-office's (`src/locales/<language>/admin*.json`) and the supporters'
 * (`src/locales/<language>/supporter*.json`).
 */
export const admin = import.meta.glob<ComponentsJSON>('../../locales/*/admin*.json', { import: 'default' });
export const supporter = import.meta.glob<ComponentsJSON>('../../locales/*/supporter*.json', { import: 'default' });
