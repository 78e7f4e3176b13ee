import type { MeasureHistoryItem } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const measureHistoryKey = ['measure-history'] as const;

/** The patient's questionnaire scores, oldest first. */
export const useMeasureHistory = () =>
  useQuery({
    queryKey: measureHistoryKey,
    queryFn: async () => (await api<MeasureHistoryItem[]>('/api/measures/history')).data,
  });
