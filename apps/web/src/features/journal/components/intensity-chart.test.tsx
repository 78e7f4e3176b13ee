import type { JournalSession } from '@clearwell/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntensityChart } from './intensity-chart';

const session = (
  id: string,
  day: number,
  before: number,
  after: number,
  checkIns: JournalSession['check_ins'],
): JournalSession => ({
  session_id: id,
  created_at: `2026-03-0${day}T12:00:00.000Z`,
  experience: 'Physical pain',
  text_responses: [],
  intensity_responses: [
    { step_title: 'Rate the Intensity', response: before },
    { step_title: 'Feel Now', response: after },
  ],
  check_ins: checkIns,
});

describe('the journal chart', () => {
  it('shows what happened after: each session’s latest answered check-in', () => {
    render(
      <IntensityChart
        sessions={[
          session('a', 1, 8, 2, [
            {
              after: '1d',
              due_at: '2026-03-02T12:00:00.000Z',
              answered_at: '2026-03-02T13:00:00.000Z',
              intensity: 3,
              note: null,
            },
            {
              after: '7d',
              due_at: '2026-03-08T12:00:00.000Z',
              answered_at: '2026-03-08T13:00:00.000Z',
              intensity: 1,
              note: null,
            },
          ]),
          session('b', 5, 6, 4, [
            { after: '1d', due_at: '2026-03-06T12:00:00.000Z', answered_at: null, intensity: null, note: null },
          ]),
        ]}
      />,
    );
    expect(screen.getByText(/before 8, after 2\s*, latest check-in 1/)).toBeInTheDocument();
    expect(screen.getByText(/before 6, after 4$/)).toBeInTheDocument();
    expect(screen.getByText('Latest check-in')).toBeInTheDocument();
  });
});
