import { describe, expect, it } from 'vitest';
import { assertNotCommonPassword, isCommonPassword } from './common-passwords.js';

describe('common password list', () => {
  it.each(['password', 'Password1', '12345678', 'iloveyou', 'qwertyuiop', 'BASEBALL1'])('flags %s', async (pw) => {
    expect(await isCommonPassword(pw)).toBe(true);
  });
  it.each(['gentle-morning-9', 'calm-river-stone-42', 'a slow walk by the sea'])('accepts %s', async (pw) => {
    expect(await isCommonPassword(pw)).toBe(false);
  });
  it('refuses with a 400 naming the field', async () => {
    await expect(assertNotCommonPassword('password1', 'new_password')).rejects.toMatchObject({
      statusCode: 400,
      details: [{ field: 'new_password' }],
    });
  });
});
