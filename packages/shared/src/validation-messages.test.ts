import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { usePlainValidationMessages } from './validation-messages.js';

usePlainValidationMessages();
const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('validation messages without words of their own', () => {
  it('say in a sentence what to fix', () => {
    expect(messageOf(z.object({ password: z.string() }), {})).toBe('This field is required');
    expect(messageOf(z.string(), 5)).toBe('Use text');
    expect(messageOf(z.int(), 1.5)).toBe('Use a whole number');
    expect(messageOf(z.coerce.number().int().max(100), '101')).toBe('Use a number no greater than 100');
    expect(messageOf(z.number().min(1), 0)).toBe('Use a number no less than 1');
    expect(messageOf(z.string().max(3), 'long')).toBe('Use at most 3 characters');
    expect(messageOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('Use at most 1 item');
    expect(messageOf(z.enum(['video', 'audio']), 'text')).toBe('Use one of: video, audio');
  });

  it("leave a schema's own words alone", () => {
    expect(messageOf(z.string().min(8, 'Password must be at least 8 characters long'), 'short')).toBe(
      'Password must be at least 8 characters long',
    );
  });
});
