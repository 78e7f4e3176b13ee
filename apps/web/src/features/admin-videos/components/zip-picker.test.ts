import { describe, expect, it } from 'vitest';
import { ONLY_ZIP, pickZip, SELECT_ONE } from './zip-picker';

const file = (name: string) => new File(['x'], name);

describe('pickZip', () => {
  it('keeps exactly one .zip, whatever the case of its extension', () => {
    expect(pickZip([file('videos.ZIP')])).toEqual({ file: expect.objectContaining({ name: 'videos.ZIP' }) });
  });
  it('refuses none, several, or a file that is not a zip', () => {
    expect(pickZip([])).toEqual({ error: SELECT_ONE });
    expect(pickZip([file('a.zip'), file('b.zip')])).toEqual({ error: SELECT_ONE });
    expect(pickZip([file('clip.mp4')])).toEqual({ error: ONLY_ZIP });
    expect(ONLY_ZIP).toBe('Only zip files are allowed.');
    expect(SELECT_ONE).toBe('Please select exactly one zip file');
  });
});
