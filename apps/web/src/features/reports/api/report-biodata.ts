import type { ReportInput } from '@bondhon/shared/schemas/reports';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/reports: the caller reports a biodata; `alreadyReported` while theirs is open. */
export function useReportBiodata() {
  return useMutation({
    mutationFn: (report: ReportInput) =>
      apiRequest<{ alreadyReported: boolean }>('/reports', { method: 'POST', body: report }),
  });
}
