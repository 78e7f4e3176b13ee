import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { step } from '../../../../test/render-page';
import { StepGuide } from './step-guide';

const withMedia = {
  ...step(1, 'Describe Sensations', ['text']),
  media: { image: [], video: { file: '/files/v.mp4', name: 'v.mp4' }, audio: { file: '/files/a.mp3', name: 'a.mp3' } },
};

afterEach(() => vi.restoreAllMocks());

describe('step guidance without a connection', () => {
  it('shows the text instead of the video, saying why, while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = render(<StepGuide step={withMedia} medium="video" />);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByTestId('media-unavailable')).toHaveTextContent(
      'The video guidance is not available just now, so here it is as text.',
    );
    expect(screen.getByText('Guidance for Describe Sensations.')).toBeVisible();
  });

  it('falls back to the text when the audio fails to load', () => {
    const { container } = render(<StepGuide step={withMedia} medium="audio" />);
    fireEvent.error(container.querySelector('audio')!);
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.getByText('Guidance for Describe Sensations.')).toBeVisible();
    expect(screen.getByTestId('media-unavailable')).toHaveTextContent('The audio guidance is not available just now');
  });
});
