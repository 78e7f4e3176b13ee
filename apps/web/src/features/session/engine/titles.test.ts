import * as shared from '@clearwell/shared';
import { describe, expect, it } from 'vitest';
import { SENSATION_CHOICES, STEP_TITLES } from './titles';

describe('engine titles', () => {
  it('match the shared wire constants', () => {
    expect(STEP_TITLES).toEqual(shared.STEP_TITLES);
    expect(SENSATION_CHOICES).toEqual(shared.SENSATION_CHOICES);
  });
});
