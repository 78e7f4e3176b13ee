import { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

const plural = (n: number | bigint, one: string) => `${n} ${one}${Number(n) === 1 ? '' : 's'}`;

/**
 * A sentence for each kind of validation problem a schema leaves without words of its own (a
 * schema's own message always wins): what the wire format promises, "a human sentence", where
 * zod's defaults read "Invalid input: expected string, received undefined".
 */
export function plainIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'This field is required';
      return `Use ${KINDS[issue.expected] ?? 'another kind of value'}`;
    case 'too_big': {
      const max = issue.inclusive === false ? Number(issue.maximum) - 1 : issue.maximum;
      if (issue.origin === 'string') return `Use at most ${plural(max, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Use at most ${plural(max, 'item')}`;
      return `Use a number no greater than ${max}`;
    }
    case 'too_small': {
      const min = issue.inclusive === false ? Number(issue.minimum) + 1 : issue.minimum;
      if (issue.origin === 'string')
        return Number(min) === 1 ? 'This field is required' : `Use at least ${plural(min, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at least ${plural(min, 'item')}`;
      return `Use a number no less than ${min}`;
    }
    case 'invalid_value':
      return `Use one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Enter a valid e-mail address' : 'This value is not in the expected format';
    case 'not_multiple_of':
      return `Use a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Remove the unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.join(', ')}`;
    default:
      return 'This value is not valid';
  }
}

/** Makes every schema without words of its own speak in plain sentences (call once at start-up). */
export function usePlainValidationMessages(): void {
  z.config({ customError: plainIssueMessage });
}
