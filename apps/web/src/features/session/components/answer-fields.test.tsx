import type { AnswerValue } from '@clearwell/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { step } from '../../../../test/render-page';
import { AnswerFields } from './answer-fields';

describe('answer fields', () => {
  it('show no empty choice on a radio step without options, and say that Next continues', () => {
    render(
      <AnswerFields
        step={step(1, 'Check in', ['radio', 'text'], ['', '  '])}
        answer=""
        experiences={[]}
        onChange={vi.fn()}
      />,
    );
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('There is nothing to answer on this step. Select Next to continue.')).toBeVisible();
  });

  it('leave blank options out of a radio question', () => {
    render(
      <AnswerFields
        step={step(1, 'Check in', ['radio'], ['Lighter', ' ', 'The same'])}
        answer=""
        experiences={[]}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['Lighter', 'The same']);
  });

  it('count the characters near the 10,000 limit, and say so when pasted text had to be cut', async () => {
    const seen: AnswerValue[] = [];
    function Typed() {
      const [answer, setAnswer] = useState<AnswerValue>('');
      return (
        <AnswerFields
          step={step(1, 'Describe', ['text'])}
          answer={answer}
          experiences={[]}
          onChange={(a) => {
            seen.push(a);
            setAnswer(a);
          }}
        />
      );
    }
    render(<Typed />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(8_000));
    expect(screen.queryByText(/of 10,000 characters/)).not.toBeInTheDocument();
    await userEvent.paste('b'.repeat(1_500));
    expect(screen.getByText('9,500 of 10,000 characters')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.paste('c'.repeat(4_000));
    expect(box).toHaveValue('a'.repeat(8_000) + 'b'.repeat(1_500) + 'c'.repeat(500));
    expect(seen.at(-1)).toHaveLength(10_000);
    expect(screen.getByText('10,000 of 10,000 characters')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your text was cut to 10,000 characters, the most this field holds. The end of what you pasted is not kept.',
    );
    expect(box).toHaveAccessibleDescription(/10,000 of 10,000 characters/);
  });
});
