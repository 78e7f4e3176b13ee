import { createI18n, type ComponentsJSON } from '@nanostores/i18n';
import { language, type Language } from './language';

/**
 * Messages (@nanostores/i18n, decision 017). Each screen defines its English texts in place,
 * under a component name `<feature>/<part>`; Spanish and German live in
 * `src/locales/<language>/<feature>.json` and are loaded on demand, never in a page's first download.
 * A language's catalogs are loaded for a whole area at once (the patient's pages, the
 * back-office, or the supporters' area), so moving between pages never shows English for a moment.
 */
const patientCatalogs = import.meta.glob<ComponentsJSON>(
  ['../../locales/*/*.json', '!../../locales/*/admin*.json', '!../../locales/*/supporter*.json'],
  { import: 'default' },
);
type Catalogs = typeof patientCatalogs;
/**
 * The back-office's and the supporters' catalogs are listed in a module fetched with them: the
 * names of their files are not in the entry every patient downloads.
 */
const otherCatalogs = (area: Exclude<Area, 'patient'>): Promise<Catalogs> =>
  import('./area-catalogs').then((m) => m[area]);

export type Area = 'patient' | 'admin' | 'supporter';
const areaOf = (feature: string) => (/^(admin|supporter)/.exec(feature)?.[1] ?? 'patient') as Area;
/** The area whose messages a page at `path` shows: `/admin…` the back-office, `/supporter…` the supporters'. */
export const areaAt = (path: string): Area => areaOf(path.slice(1));

const loading = new Map<string, Promise<ComponentsJSON>>();

/** Every catalog of one area in one language, merged; fetched once. */
function loadArea(code: Language, area: Area): Promise<ComponentsJSON> {
  const key = `${code}/${area}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = (area === 'patient' ? Promise.resolve(patientCatalogs) : otherCatalogs(area)).then((catalogs) => {
      const files = Object.entries(catalogs).filter(([file]) => {
        const [, lang, feature] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
        return lang === code && feature !== undefined && areaOf(feature) === area;
      });
      return Promise.all(files.map(([, load]) => load())).then((parts) => Object.assign({}, ...parts));
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

export const i18n = createI18n(language, {
  async get(code, components) {
    const areas = new Set(components.map((name) => areaOf(name.split('/')[0]!)));
    const loaded = await Promise.all([...areas].map((area) => loadArea(code as Language, area)));
    // A component with no entry would keep the library waiting for it: give it an empty one.
    return Object.assign(Object.fromEntries(components.map((name) => [name, {}])), ...loaded);
  },
});

/** Loads an area's messages into the cache before a first render, so nothing flashes in English. */
export async function preloadMessages(area: Area): Promise<void> {
  const code = language.get();
  if (code === 'en') return;
  // The back-office and the supporters' area also show the shared pieces (spinner, switcher, field
  // rules, crisis lines) of the patient's area.
  const areas: Area[] = area === 'patient' ? ['patient'] : ['patient', area];
  const parts = await Promise.all(areas.map((a) => loadArea(code, a).catch(() => ({}))));
  const loaded = Object.assign({}, ...parts) as ComponentsJSON;
  i18n.cache[code] = { ...i18n.cache[code], ...(loaded as unknown as (typeof i18n.cache)[Language]) };
}
