import { useStore } from '@nanostores/react';
import { language } from './language';

/** A component's messages in the language in use: `const t = useMessages(messages)`. */
export { useStore as useMessages };

/** The language in use, for `Intl` dates, numbers and plurals. */
export function useLanguage() {
  return useStore(language);
}
