import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it("uses argon2id with OWASP's parameters and a salt of its own per hash", async () => {
    const [a, b] = await Promise.all([hashPassword('a calm harbour at dusk'), hashPassword('a calm harbour at dusk')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('checks the whole password as typed: no truncation, no case folding', async () => {
    const long = `${'x'.repeat(120)}-end`;
    const stored = await hashPassword(long);
    expect(await verifyPassword(stored, long)).toBe(true);
    expect(await verifyPassword(stored, `${'x'.repeat(120)}-enD`)).toBe(false);
    expect(await verifyPassword(stored, 'x'.repeat(120))).toBe(false);
  });

  it('answers false, never throws, for an account without a password', async () => {
    expect(await verifyPassword(null, 'anything-at-all')).toBe(false);
  });
});
