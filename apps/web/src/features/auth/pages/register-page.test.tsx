import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, renderRoute, stubApi } from '../../../../test/render-route';
import { RegisterPage } from './register-page';

afterEach(() => vi.unstubAllGlobals());

async function fill(values: { name?: string; email?: string; password?: string; confirm?: string }) {
  if (values.name) await userEvent.type(screen.getByLabelText('First name'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await userEvent.type(screen.getByLabelText('Confirm password'), values.confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('RegisterPage', () => {
  it('requires every field and checks length and match with the spec messages', async () => {
    const calls = stubApi(() => undefined);
    renderRoute(<RegisterPage />, { path: '/register' });
    await fill({});
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await fill({ name: 'Ana', email: 'ana@example.test', password: 'short', confirm: 'other' });
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs up as a patient, shows Verification Required, and Okay goes to /login', async () => {
    const calls = stubApi(() => ({ status: 201, body: { success: true, data: { user: {} } } }));
    renderRoute(<RegisterPage />, { path: '/register' });
    await fill({ name: 'Ana', email: 'ana@example.test', password: 'long-enough-1', confirm: 'long-enough-1' });
    expect(await screen.findByRole('heading', { name: 'Verification Required' })).toBeInTheDocument();
    expect(jsonBody(calls[0]!.init)).toEqual({
      first_name: 'Ana',
      email: 'ana@example.test',
      password: 'long-enough-1',
      role: 'patient',
      language: 'en',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('shows the generic failure when the server breaks', async () => {
    stubApi(() => ({ status: 500, body: {} }));
    renderRoute(<RegisterPage />, { path: '/register' });
    await fill({ name: 'Ana', email: 'ana@example.test', password: 'long-enough-1', confirm: 'long-enough-1' });
    expect((await screen.findAllByText('Registration failed. Please try again.')).length).toBeGreaterThan(0);
  });
});
