import type { AuditEntry, Paged } from '@clearwell/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AuditFilters {
  page: number;
  action: string;
  from_date: string;
  to_date: string;
}

export async function listAuditLog(filters: AuditFilters): Promise<Paged<AuditEntry>> {
  return (await api<Paged<AuditEntry>>('/api/admin/audit-log', { area: 'admin', query: { ...filters, limit: 20 } }))
    .data;
}

export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: queryKeys.admin.auditLog(filters),
    queryFn: () => listAuditLog(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
