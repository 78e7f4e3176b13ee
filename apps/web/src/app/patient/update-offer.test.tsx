import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdateOffer } from './update-offer';
import { holdUpdateOffer, updateWaiting } from '../../lib/app-update';

describe('a new version of the app', () => {
  it('is offered only once the running session is over, and reloads when asked', async () => {
    const apply = vi.fn();
    const release = holdUpdateOffer();
    render(<UpdateOffer />);
    act(() => updateWaiting(apply));
    expect(screen.queryByTestId('update-offer')).toBeNull();
    act(() => release());
    expect(screen.getByTestId('update-offer')).toHaveTextContent('A new version of the app is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
