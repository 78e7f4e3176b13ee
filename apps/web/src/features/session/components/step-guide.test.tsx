import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { step } from '../../../../test/render-page';
import { StepGuide } from './step-guide';

const withMedia = {
  ...step(1, 'Describe Sensations', ['text']),
  media: { image: [], video: { file: '/files/v.mp4', name: 'v.mp4' }, audio: { file: '/files/a.mp3', name: 'a.mp3' } },
};

describe('step guidance', () => {
  it('shows the step text in text mode', () => {
    const { container } = render(<StepGuide step={withMedia} medium="text" />);
    expect(screen.getByText('Guidance for Describe Sensations.')).toBeVisible();
    expect(container.querySelector('video, audio')).toBeNull();
  });

  it('plays the step video with controls in video mode, the text kept as a transcript', () => {
    const { container } = render(<StepGuide step={withMedia} medium="video" />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/files/v.mp4');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByText('Read the guidance as text')).toBeInTheDocument();
  });

  it('plays the step audio in audio mode', () => {
    const { container } = render(<StepGuide step={withMedia} medium="audio" />);
    expect(container.querySelector('audio')).toHaveAttribute('src', '/files/a.mp3');
  });

  it('falls back to the text when the step has no media of that kind', () => {
    const { container } = render(<StepGuide step={step(2, 'Message', ['text'])} medium="video" />);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('Guidance for Message.')).toBeVisible();
  });
});
