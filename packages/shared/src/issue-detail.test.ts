import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueDetail, valueAt } from './issue-detail.js';
import { SafetyResourceFieldsSchema } from './safety.js';

const detailsOf = (schema: z.ZodType, body: Record<string, unknown>) => {
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => {
    const { field, code, max } = issueDetail(i, i.path.join('.'), valueAt(body, i.path) === undefined);
    return max === undefined ? { field, code } : { field, code, max };
  });
};

describe('issueDetail', () => {
  const schema = z.object({
    name: z.string().trim().min(1).max(5),
    age: z.number().int().max(120).optional(),
    tags: z.array(z.string()).max(2).optional(),
    email: z.email().optional(),
  });

  it('tells a missing or empty field from one of the wrong kind, and gives the limit a value broke', () => {
    expect(detailsOf(schema, {})).toEqual([{ field: 'name', code: 'required' }]);
    expect(detailsOf(schema, { name: '  ' })).toEqual([{ field: 'name', code: 'required' }]);
    expect(detailsOf(schema, { name: 7 })).toEqual([{ field: 'name', code: 'invalid_type' }]);
    expect(detailsOf(schema, { name: 'abcdef', age: 1.5, tags: ['a', 'b', 'c'], email: 'x' })).toEqual([
      { field: 'name', code: 'too_long', max: 5 },
      { field: 'age', code: 'invalid_type' },
      { field: 'tags', code: 'too_many', max: 2 },
      { field: 'email', code: 'invalid_format' },
    ]);
    expect(detailsOf(schema, { name: 'a', age: 121 })).toEqual([{ field: 'age', code: 'too_large', max: 120 }]);
  });

  it("takes a refine's own code, and calls another refusal an invalid value", () => {
    const body = { country: 'XX', name: 'Line', phone: 'call me', url: 'http://example.org' };
    expect(detailsOf(SafetyResourceFieldsSchema, body)).toEqual([
      { field: 'country', code: 'invalid_value' },
      { field: 'phone', code: 'invalid_format' },
      { field: 'url', code: 'invalid_format' },
    ]);
    const plain = z.object({ answer: z.string().refine((v) => v === 'yes', 'Say yes') });
    expect(detailsOf(plain, { answer: 'no' })).toEqual([{ field: 'answer', code: 'invalid_value' }]);
  });
});
