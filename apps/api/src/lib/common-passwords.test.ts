import { describe, expect, it } from 'vitest';
import { assertNotCommonPassword, commonPasswordCount, isCommonPassword } from './common-passwords.js';

describe('common password list', () => {
  it('knows at least 10,000 passwords long enough to be chosen', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });
  it.each(['password', 'Password1', '12345678', 'iloveyou', 'qwertyuiop', 'BASEBALL1'])('flags %s', (pw) => {
    expect(isCommonPassword(pw)).toBe(true);
  });
  it.each(['gentle-morning-9', 'calm-river-stone-42', 'a slow walk by the sea'])('accepts %s', (pw) => {
    expect(isCommonPassword(pw)).toBe(false);
  });
  it('refuses with a 400 naming the field', () => {
    expect(() => assertNotCommonPassword('password1', 'new_password')).toThrow(
      expect.objectContaining({ statusCode: 400, details: [expect.objectContaining({ field: 'new_password' })] }),
    );
  });
});
