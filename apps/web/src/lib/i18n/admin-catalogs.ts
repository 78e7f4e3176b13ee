import type { ComponentsJSON } from '@nanostores/i18n';

/** The back-office's Spanish and German catalogs (`src/locales/<language>/admin*.json`), each fetched on demand. */
export const adminCatalogs = import.meta.glob<ComponentsJSON>('../../locales/*/admin*.json', { import: 'default' });
