import Sentiment from 'sentiment';

export type SentimentLabel = 'positive' | 'neutral' | 'negative';

const analyzer = new Sentiment();

/**
 * Classifies feedback text with the AFINN word list. The comparative score (per word) keeps
 * a long, mostly neutral message with one strong word from swinging the label; the small dead
 * band around zero keeps "fine" and "okay" neutral.
 */
export function classifySentiment(text: string): SentimentLabel {
  const { score, comparative } = analyzer.analyze(text);
  if (score > 0 && comparative >= 0.05) return 'positive';
  if (score < 0 && comparative <= -0.05) return 'negative';
  return 'neutral';
}
