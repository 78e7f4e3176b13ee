import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { Logo } from './logo';

afterEach(() => vi.unstubAllGlobals());

describe('the logo link', () => {
  it('is named for where it goes until the server says the product name, then by the name', async () => {
    let answer = (_: Response) => {};
    const appInfo = new Promise<Response>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => appInfo),
    );
    renderRoute(<Logo />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    answer(
      new Response(JSON.stringify({ success: true, data: { app_name: 'Clearwell' } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Clearwell' })).toBeInTheDocument();
  });
});
