import { SupportCodeSchema } from '@clearwell/shared';
import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, newSupporterCode } from './supporter-codes.js';

describe('supporter codes', () => {
  it('use uppercase letters and digits without the look-alikes 0, O, 1, I and L', () => {
    expect(CODE_ALPHABET).toHaveLength(31);
    expect(new Set(CODE_ALPHABET).size).toBe(31);
    for (const confusable of '0O1IL') expect(CODE_ALPHABET).not.toContain(confusable);
    expect(CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
  });

  it('are 8 characters of that alphabet, every character drawn, and do not repeat', () => {
    const codes = Array.from({ length: 3000 }, newSupporterCode);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join(''))).toEqual(new Set(CODE_ALPHABET));
  });

  it('read back as typed by a patient: any case, with spaces or hyphens', () => {
    const code = newSupporterCode();
    const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4)}`;
    expect(SupportCodeSchema.parse(typed)).toBe(code);
    expect(SupportCodeSchema.safeParse(code.slice(0, 7)).success).toBe(false);
  });
});
