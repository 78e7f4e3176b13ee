import { describe, expect, it } from 'vitest';
import { DateOnlySchema, PageQuerySchema } from './envelope.js';
import { EmailSchema, NameSchema, PasswordSchema } from './user.js';

describe('wire schemas', () => {
  it('defaults page to 1 and limit to 10, capping limit at 100', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(PageQuerySchema.parse({ page: '3', limit: '25' })).toEqual({ page: 3, limit: 25 });
    expect(PageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(PageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it.each(['2026-02-28', '2024-02-29'])('accepts the real date %s', (d) =>
    expect(DateOnlySchema.safeParse(d).success).toBe(true),
  );
  it.each(['2026-02-30', '2026-13-01', '26-01-01', '01/02/2026', ''])('refuses %j as a date', (d) =>
    expect(DateOnlySchema.safeParse(d).success).toBe(false),
  );

  it('normalises e-mail addresses and refuses malformed ones', () => {
    expect(EmailSchema.parse('  Ana@Example.ORG ')).toBe('ana@example.org');
    expect(EmailSchema.safeParse('ana@').success).toBe(false);
  });

  it('keeps passwords between 8 and 128 characters without composition rules', () => {
    expect(PasswordSchema.safeParse('abcdefgh').success).toBe(true);
    expect(PasswordSchema.safeParse('abcdefg').success).toBe(false);
    expect(PasswordSchema.safeParse('a'.repeat(128)).success).toBe(true);
    expect(PasswordSchema.safeParse('a'.repeat(129)).success).toBe(false);
  });

  it('accepts names with any printable characters up to 100', () => {
    expect(NameSchema.parse(`O'Brien = "<Ann>"`)).toBe(`O'Brien = "<Ann>"`);
    expect(NameSchema.safeParse('').success).toBe(false);
    expect(NameSchema.safeParse('x'.repeat(101)).success).toBe(false);
  });
});
