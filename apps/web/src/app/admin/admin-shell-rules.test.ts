import { describe, expect, it } from 'vitest';
import { adminAvatarLetter, adminDisplayName, adminHeaderTitle } from './admin-shell-rules';

describe('admin shell rules', () => {
  it.each([
    ['/admin/dashboard', 'Dashboard'],
    ['/admin', 'Dashboard'],
    ['/admin/apptype', 'App Types'],
    ['/admin/video/listing', 'Video Management'],
    ['/admin/feedback/export', 'Export Feedback Data'],
    ['/admin/user/details/export', 'Export User Details'],
    ['/admin/session/steps', 'Brightpath'],
    ['/admin/session/questions', 'Brightpath'],
  ])('titles %s as %s', (path, title) => expect(adminHeaderTitle(path, 'Brightpath')).toBe(title));

  it('shows username, then email, then name, else Admin', () => {
    expect(adminDisplayName({ username: 'u', email: 'e@x', name: 'n' })).toBe('u');
    expect(adminDisplayName({ email: 'e@x', name: 'n' })).toBe('e@x');
    expect(adminDisplayName({ name: 'n' })).toBe('n');
    expect(adminDisplayName(null)).toBe('Admin');
  });

  it('takes the avatar letter from email, then name, then username, else U', () => {
    expect(adminAvatarLetter({ email: 'zoe@x', name: 'Ann', username: 'bob' })).toBe('Z');
    expect(adminAvatarLetter({ name: 'ann', username: 'bob' })).toBe('A');
    expect(adminAvatarLetter({ username: 'bob' })).toBe('B');
    expect(adminAvatarLetter({})).toBe('U');
  });
});
