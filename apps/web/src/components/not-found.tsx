import { lazy } from 'react';

/** Loaded when shown: few visits ever need it, and every page's first download has a size budget. */
export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
