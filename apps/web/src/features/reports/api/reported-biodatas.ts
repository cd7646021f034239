import type { ReportedBiodata } from '@bondhon/shared/schemas/reports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/query-keys';

/** GET /api/admin/reports (admins): open reports by biodata, the most reported first. */
export function reportedBiodatasQueryOptions() {
  return queryOptions({
    queryKey: sharedQueryKeys.reportedBiodatas,
    queryFn: ({ signal }) => apiRequest<ReportedBiodata[]>('/admin/reports', { signal }),
  });
}

export function useReportedBiodatas() {
  return useQuery(reportedBiodatasQueryOptions());
}

/** POST /api/admin/reports/{biodataId}/dismiss (admins): nothing to act on. */
export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (biodataId: string) =>
      apiRequest<{ dismissed: number }>(`/admin/reports/${encodeURIComponent(biodataId)}/dismiss`, {
        method: 'POST',
        body: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.reportedBiodatas }),
  });
}
