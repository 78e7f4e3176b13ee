import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_REQUESTS_KEY, keepEarlyResponsesUntil, takeEarlyResponse } from './early-requests';

const slot = globalThis as unknown as Record<string, unknown>;
const answer = (text: string) => Promise.resolve(new Response(text));

describe('early requests', () => {
  afterEach(() => delete slot[EARLY_REQUESTS_KEY]);

  it('hands an early answer over once, for the same path and token', async () => {
    slot[EARLY_REQUESTS_KEY] = { '/api/session-steps': { token: 't1', response: answer('steps') } };
    const taken = takeEarlyResponse('/api/session-steps', 't1');
    expect(await (await taken!).text()).toBe('steps');
    expect(takeEarlyResponse('/api/session-steps', 't1')).toBeUndefined();
  });

  it('does not hand over an answer asked for with another token', () => {
    slot[EARLY_REQUESTS_KEY] = { '/api/agreement': { token: 'old', response: answer('{}') } };
    expect(takeEarlyResponse('/api/agreement', 'new')).toBeUndefined();
    expect(takeEarlyResponse('/api/agreement', 'old')).toBeUndefined();
  });

  it('forgets what nobody took once the first page has loaded', async () => {
    slot[EARLY_REQUESTS_KEY] = { '/api/experiences': { token: 't', response: answer('[]') } };
    let loaded!: () => void;
    keepEarlyResponsesUntil(new Promise<void>((resolve) => (loaded = resolve)));
    loaded();
    await Promise.resolve();
    await Promise.resolve();
    expect(takeEarlyResponse('/api/experiences', 't')).toBeUndefined();
    expect(slot[EARLY_REQUESTS_KEY]).toBeNull();
  });

  it('claims the slot at start, so a script that runs after the app sends nothing', () => {
    keepEarlyResponsesUntil(new Promise<void>(() => undefined));
    expect(EARLY_REQUESTS_KEY in slot).toBe(true);
  });
});
