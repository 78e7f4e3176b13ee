import { atom } from 'nanostores';

/**
 * A session kept on the device reached the journal later, and the server judged it a safety
 * concern (docs/api.md, Safety): the patient layout shows the crisis lines until they are put away.
 */
export const laterConcern = atom(false);

export const showLaterConcern = () => laterConcern.set(true);
export const dismissLaterConcern = () => laterConcern.set(false);
