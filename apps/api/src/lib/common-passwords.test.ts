import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('common password list', () => {
  it.each(['password', 'Password1', '12345678', 'iloveyou', 'qwertyuiop', 'BASEBALL1'])('flags %s', async (pw) => {
    expect(await isCommonPassword(pw)).toBe(true);
  });
  it.each(['gentle-morning-9', 'calm-river-stone-42', 'a slow walk by the sea'])('accepts %s', async (pw) => {
    expect(await isCommonPassword(pw)).toBe(false);
  });
});
