export { areaAt, i18n, preloadMessages } from './i18n';
export { count, params } from '@nanostores/i18n';
export { chooseLanguage, language, LANGUAGE_NAMES, LANGUAGES, type Language } from './language';
export { useLanguage, useMessages } from './use-messages';
