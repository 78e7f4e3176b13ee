import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startExpectingFailure } from '../../../scripts/lib/server-process.mjs';

describe('FOLLOW_UP_SCHEDULE at start-up', () => {
  it('a bad value stops the server with a message naming the variable', async () => {
    const result = await startExpectingFailure(
      {
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'clearwell-server-')),
        DATABASE_URL: 'memory://',
        FOLLOW_UP_SCHEDULE: '1d,1week',
      },
      { source: true },
    );
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/FOLLOW_UP_SCHEDULE: "1week" is not a whole number/);
  });
});
