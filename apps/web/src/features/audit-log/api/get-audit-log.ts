import type { AuditAction } from '@bondhon/shared/audit-actions';
import type { AuditLogResponse } from '@bondhon/shared/schemas/audit-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The audit log's filters as the screen holds them: '' leaves one out. */
export interface AuditLogFilters {
  actor: string;
  action: AuditAction | '';
  target: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditLogFilters = {
  actor: '',
  action: '',
  target: '',
  from: '',
  to: '',
};

/** GET /api/admin/audit-log (admins): a page of actions, newest first, with the total. */
export function auditLogQueryOptions(filters: AuditLogFilters, page: number) {
  return queryOptions({
    queryKey: ['audit-log', filters, page] as const,
    queryFn: ({ signal }) =>
      apiRequest<AuditLogResponse>('/admin/audit-log', {
        query: {
          actor: filters.actor.trim() || undefined,
          action: filters.action || undefined,
          target: filters.target.trim() || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          page,
        },
        signal,
      }),
    // Paging and filtering keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(filters: AuditLogFilters, page: number) {
  return useQuery(auditLogQueryOptions(filters, page));
}
