import type { SentimentCount } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StatsFilter } from './stats-filter';
import { queryKeys } from '../../../lib/query-keys';

export async function getFeedbackSentiment(filter: StatsFilter): Promise<SentimentCount[]> {
  const res = await api<SentimentCount[]>('/api/admin/stats/feedback-sentiment', {
    area: 'admin',
    query: { fromDate: filter.from, toDate: filter.to, appType: filter.appType },
  });
  return res.data;
}

export const useFeedbackSentiment = (filter: StatsFilter) =>
  useQuery({
    queryKey: queryKeys.admin.stats('feedback-sentiment', filter),
    queryFn: () => getFeedbackSentiment(filter),
  });
