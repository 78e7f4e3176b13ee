import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerReady } from './router-ready';

describe('routerReady', () => {
  it('waits for the first page’s lazy code before resolving', async () => {
    let release!: () => void;
    const chunk = new Promise<void>((resolve) => (release = resolve));
    const router = createMemoryRouter([{ path: '/', lazy: async () => (await chunk, { Component: () => null }) }]);
    let ready = false;
    const waiting = routerReady(router).then(() => (ready = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(ready).toBe(false);
    release();
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('resolves at once for a router that has nothing to load', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    await expect(routerReady(router)).resolves.toBeUndefined();
  });
});
