import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { maxLength, minLength, required, rulesResolver, sameAs } from './form-rules';
import { useLightForm } from './use-light-form';

type Form = { name: string; password: string; confirm: string };
const validate = rulesResolver<Form>(
  {
    name: [required('Name is required'), maxLength(5)],
    password: [minLength(8, 'Too short')],
    confirm: [sameAs<Form>('password', 'No match')],
  },
  ['name'],
);

function Demo({ onValid }: { onValid: (v: Form) => void }) {
  const { register, handleSubmit, formState } = useLightForm<Form>({ validate });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      {(['name', 'password', 'confirm'] as const).map((f) => (
        <div key={f}>
          <label htmlFor={f}>{f}</label>
          <input id={f} {...register(f)} />
          {formState.errors[f] ? <span>{formState.errors[f].message}</span> : null}
        </div>
      ))}
      <button type="submit">Go</button>
    </form>
  );
}

describe('useLightForm with rule lists', () => {
  it('shows the first failing rule per field, focuses the first invalid field and does not submit', async () => {
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Too short')).toBeInTheDocument();
    expect(screen.getByText('No match')).toBeInTheDocument();
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('re-validates while typing after a submit, then submits trimmed values', async () => {
    const onValid = vi.fn();
    render(<Demo onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await userEvent.type(screen.getByLabelText('name'), '  Ana ');
    expect(screen.queryByText('Name is required')).toBeNull();
    await userEvent.type(screen.getByLabelText('password'), 'long-enough');
    await userEvent.type(screen.getByLabelText('confirm'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ana', password: 'long-enough', confirm: 'long-enough' });
  });
});
