import { describe, expect, it } from 'vitest';
import { StepsCache } from './steps-cache.js';

function counter() {
  let loads = 0;
  const pending: ((v: string) => void)[] = [];
  return {
    load: () => new Promise<string>((resolve) => pending.push(resolve)).then((v) => `${v}#${++loads}`),
    resolveNext: (v: string) => pending.shift()!(v),
    get loads() {
      return loads;
    },
  };
}

describe('StepsCache', () => {
  it('loads once and answers from memory until invalidated', async () => {
    let loads = 0;
    const cache = new StepsCache(async () => `steps-${++loads}`);
    expect(await cache.json()).toBe('steps-1');
    expect(await cache.json()).toBe('steps-1');
    cache.invalidate();
    expect(await cache.json()).toBe('steps-2');
    expect(loads).toBe(2);
  });

  it('never keeps a load that was in flight when the steps changed', async () => {
    const c = counter();
    const cache = new StepsCache(c.load);
    const stale = cache.json();
    cache.invalidate();
    const fresh = cache.json();
    c.resolveNext('old');
    c.resolveNext('new');
    expect(await stale).toBe('old#1');
    expect(await fresh).toBe('new#2');
    expect(await cache.json()).toBe('new#2');
  });

  it('forgets a failed load so the next request tries again', async () => {
    let fail = true;
    const cache = new StepsCache(async () => {
      if (fail) throw new Error('database down');
      return 'steps';
    });
    await expect(cache.json()).rejects.toThrow('database down');
    fail = false;
    expect(await cache.json()).toBe('steps');
  });

  it('reads the database on every request while disabled', async () => {
    let loads = 0;
    const cache = new StepsCache(async () => `steps-${++loads}`, { enabled: false });
    await cache.json();
    await cache.json();
    expect(loads).toBe(2);
    cache.setEnabled(true);
    await cache.json();
    await cache.json();
    expect(loads).toBe(3);
  });
});
