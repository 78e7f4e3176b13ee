import { describe, expect, it } from 'vitest';
import { classifySentiment } from './sentiment.js';

describe('classifySentiment', () => {
  it('reads warm praise as positive', () => {
    expect(classifySentiment('This was wonderful, I feel calm and happy. Thank you!')).toBe('positive');
  });
  it('reads complaints as negative', () => {
    expect(classifySentiment('Terrible and confusing, it made me feel worse. I hate it.')).toBe('negative');
  });
  it('reads plain statements as neutral', () => {
    expect(classifySentiment('I did the session on Tuesday evening.')).toBe('neutral');
    expect(classifySentiment('')).toBe('neutral');
  });
});
