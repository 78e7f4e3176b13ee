import { describe, expect, it } from 'vitest';
import { maxLength, minLength } from './form-rules';

describe('length rules', () => {
  it('count characters as the server does: an emoji is one character', () => {
    const hundredEmoji = '😀'.repeat(100);
    expect(maxLength(100)(hundredEmoji)).toBe(false);
    expect(maxLength(100)(`${hundredEmoji}😀`)).toBe('Use at most 100 characters');
    expect(minLength(8, 'Too short')('🔑'.repeat(7))).toBe('Too short');
    expect(minLength(8, 'Too short')('🔑'.repeat(8))).toBe(false);
  });
});
