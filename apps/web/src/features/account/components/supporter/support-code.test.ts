import { SupportCodeSchema } from '@clearwell/shared';
import { describe, expect, it } from 'vitest';
import { normalizeSupportCode } from './support-code';

describe('a supporter’s code as typed', () => {
  it.each(['ab12cd34', 'AB12-CD34', ' ab12 cd34 ', 'ab-12-cd-34', 'AB12CD3', 'AB12CD345', 'AB12CD3!', '', 'ÄB12CD34'])(
    'is read as the server reads it: %j',
    (typed) => {
      const server = SupportCodeSchema.safeParse(typed);
      expect(normalizeSupportCode(typed)).toBe(server.success ? server.data : null);
    },
  );

  it('drops spaces and hyphens and reads any case', () => {
    expect(normalizeSupportCode('ab12-cd 34')).toBe('AB12CD34');
  });
});
