import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 3 s, not 1: with the whole suite running on two cores, a
// lazy page's first render can take over a second. A screen that never shows still fails.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
