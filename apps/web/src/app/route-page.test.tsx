import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule } from './route-page';

afterEach(() => vi.restoreAllMocks());

function Layout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header>Clearwell</header>
      {children}
    </>
  );
}

describe('a lazily loaded page', () => {
  it('shows a spinner until its code arrives, then the page', async () => {
    let arrive: (m: { Page: () => React.ReactNode }) => void = () => {};
    const loaded = new Promise<{ Page: () => React.ReactNode }>((resolve) => (arrive = resolve));
    render(
      <MemoryRouter initialEntries={['/page']}>
        <Routes>
          <Route path="/page" element={lazyModule(() => loaded, 'Page')} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    arrive({ Page: () => <h1>Journal</h1> });
    expect(await screen.findByRole('heading', { name: 'Journal' })).toBeInTheDocument();
  });

  it('whose code cannot be fetched says so, offers a reload and keeps the page around it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/page']}>
        <Layout>
          <Routes>
            <Route
              path="/page"
              element={lazyModule(
                () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
                'X',
              )}
            />
          </Routes>
        </Layout>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Clearwell');
  });
});
