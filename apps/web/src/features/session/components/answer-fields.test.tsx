import { render, screen } from '@testing-library/react';
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
});
