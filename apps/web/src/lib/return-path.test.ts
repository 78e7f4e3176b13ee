import { describe, expect, it } from 'vitest';
import { rememberedPage, returnPath } from './return-path';

describe('the page a sign-in returns to', () => {
  it('keeps a page of this site with its query and fragment', () => {
    expect(returnPath('/journal', '/dashboard')).toBe('/journal');
    expect(returnPath('/journal?month=2026-03#latest', '/dashboard')).toBe('/journal?month=2026-03#latest');
    expect(returnPath('/admin/session/steps?page=2#top', '/admin/dashboard', '/admin/')).toBe(
      '/admin/session/steps?page=2#top',
    );
  });

  it.each([
    ['//evil.example/journal'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['http://evil.example/journal'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['journal'],
    [''],
    [undefined],
    [42],
    [{ pathname: '/journal' }],
  ])('refuses %j and uses the default', (target) => {
    expect(returnPath(target, '/dashboard')).toBe('/dashboard');
  });

  it('keeps the back-office inside /admin/', () => {
    expect(returnPath('/journal', '/admin/dashboard', '/admin/')).toBe('/admin/dashboard');
    expect(returnPath('/admin/../journal', '/admin/dashboard', '/admin/')).toBe('/admin/dashboard');
  });

  it('reads the page a guard remembered', () => {
    expect(rememberedPage({ from: '/journal' })).toBe('/journal');
    expect(rememberedPage(null)).toBeUndefined();
    expect(rememberedPage('x')).toBeUndefined();
  });
});
