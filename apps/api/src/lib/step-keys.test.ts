import { describe, expect, it } from 'vitest';
import { slugOf, uniqueKey } from './step-keys.js';

describe('step keys', () => {
  it('are the English title in lower case, words joined by _', () => {
    expect(slugOf('Sensation State')).toBe('sensation_state');
    expect(slugOf('  Feel Now!  ')).toBe('feel_now');
    expect(slugOf("It's a Step: 2 (of 3)")).toBe('it_s_a_step_2_of_3');
  });

  it('drop accents, and are "step" when nothing is left', () => {
    expect(slugOf('Größe & Ruhe')).toBe('grosse_ruhe');
    expect(slugOf('Atención plena')).toBe('atencion_plena');
    expect(slugOf('🙂 …')).toBe('step');
  });

  it('stay short', () => {
    expect(slugOf('word '.repeat(40)).length).toBeLessThanOrEqual(60);
    expect(slugOf('word '.repeat(40))).not.toMatch(/_$/);
  });

  it('take a suffix when the key is taken', () => {
    expect(uniqueKey('message', new Set())).toBe('message');
    expect(uniqueKey('message', new Set(['message', 'message_2']))).toBe('message_3');
  });
});
