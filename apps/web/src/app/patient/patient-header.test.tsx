import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { patientAuth } from '../../lib/auth-storage';
import { createQueryClient } from '../../lib/query-client';
import { PatientHeader } from './patient-header';
import { queryKeys } from '../../lib/query-keys';

function renderHeader(path = '/dashboard', support: unknown = null) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <PatientHeader />
            <main>
              <Outlet />
              <Link to="/journal">A link on the page behind</Link>
            </main>
          </>
        ),
        children: [{ path: '*', element: <h1>Page</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  // The server has already confirmed a stored session (see use-patient-session).
  const client = createQueryClient();
  const user = patientAuth.getUser();
  if (user) client.setQueryData(queryKeys.profile, user);
  // GET /api/support as the server answered it: the link to a supporter, or null.
  client.setQueryData(queryKeys.support, support);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function signIn() {
  patientAuth.save({
    token: 't',
    user: { id: 'u1', first_name: 'Robin', last_name: 'Hale', email: 'robin@example.test' } as never,
  });
}

async function openMenu() {
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Open menu' });
  await user.click(button);
  const menu = screen.getByRole('dialog', { name: 'Menu' });
  return { user, button, menu };
}

describe.each([
  ['signed out', () => {}],
  ['signed in', signIn],
] as const)('"Get help now", %s', (_, setUp) => {
  it('is one tap away in the header bar and in the phone menu', async () => {
    setUp();
    const router = renderHeader('/begin-session');
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    const inBar = screen.getAllByRole('link', { name: 'Get help now' }).filter((a) => !a.closest('dialog'));
    expect(inBar).toHaveLength(1);
    expect(menuButton.parentElement).toContainElement(inBar[0]!);
    const { menu } = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Get help now' }));
    expect(router.state.location.pathname).toBe('/get-help');
  });
});

describe.each([
  ['signed out', () => {}, ['Sign Up', 'Sign In']],
  ['signed in', signIn, ['Begin', 'About', 'Journal', 'Settings']],
] as const)('the phone menu, %s', (_, setUp, links) => {
  it('is a dialog the menu button controls, with the menu links, focus inside it', async () => {
    setUp();
    renderHeader();
    const { button, menu } = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    for (const name of links) expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    setUp();
    renderHeader();
    const { user, button } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the menu', async () => {
    setUp();
    renderHeader();
    const { user, menu } = await openMenu();
    const count = menu.querySelectorAll('a[href], button').length;
    for (let i = 0; i < count + 2; i += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < count + 2; i += 1) {
      await user.tab({ shift: true });
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on a tap on the scrim, without following anything behind it', async () => {
    setUp();
    const router = renderHeader();
    const { user, button, menu } = await openMenu();
    // The scrim is the dialog's backdrop: a tap on it lands on the dialog element itself.
    await user.click(menu);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(button).toHaveFocus();
  });

  it('closes with its Close button and when a link in it is followed', async () => {
    setUp();
    const router = renderHeader();
    let { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    ({ user, menu } = await openMenu());
    await user.click(within(menu).getByRole('link', { name: links[1] }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).not.toBe('/dashboard');
  });

  it('locks the page scroll while open and restores it on close', async () => {
    setUp();
    renderHeader();
    const { user } = await openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('the phone menu on a browser with modal dialogs', () => {
  // jsdom has no showModal; these stand-ins behave like a browser's: the close event is queued.
  beforeEach(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    };
  });
  afterEach(() => {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });
  const flushQueuedEvents = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

  it('follows the browser when the browser closes the dialog itself', async () => {
    renderHeader();
    const { button, menu } = await openMenu();
    (menu as HTMLDialogElement).close();
    await flushQueuedEvents();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('Messages in the menu', () => {
  const link = {
    supporter: { name: 'Maria' },
    scope: { sessions: false, measures: false, check_ins: false },
    since: '2026-03-01T00:00:00.000Z',
  };

  it('is there, in the header bar and the phone menu, while a supporter is linked', async () => {
    signIn();
    renderHeader('/dashboard', link);
    const bar = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    expect(within(bar).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    const { menu } = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  });

  it('is not there without a supporter', async () => {
    signIn();
    renderHeader('/dashboard', null);
    expect(screen.queryByRole('link', { name: 'Messages' })).toBeNull();
    const { menu } = await openMenu();
    expect(within(menu).queryByRole('link', { name: 'Messages' })).toBeNull();
  });
});
