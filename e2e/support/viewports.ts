/** The sizes every patient screen is checked at: a common phone and a laptop. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

/** A phone as the browser sees it: its viewport, touch, and the page's meta viewport honoured. */
export const PHONE_CONTEXT = { viewport: PHONE, hasTouch: true, isMobile: true } as const;
