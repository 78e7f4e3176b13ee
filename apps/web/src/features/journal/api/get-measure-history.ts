import type { MeasureHistoryItem } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The patient's questionnaire scores, oldest first. */
export const useMeasureHistory = () =>
  useQuery({
    queryKey: queryKeys.measureHistory,
    queryFn: async () => (await api<MeasureHistoryItem[]>('/api/measures/history')).data,
  });
