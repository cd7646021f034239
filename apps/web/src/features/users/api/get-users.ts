import type { UserRecord } from '@bondhon/shared/schemas/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';

export const USERS_PAGE_SIZE = 20;

export const usersQueryKeyRoot = ['users'] as const;

export interface UsersPageParams {
  search: string;
  page: number;
  pageSize?: number;
}

export interface UsersPage {
  users: UserRecord[];
  /** All users matching the search (the x-total-count header). */
  total: number;
}

/** GET /api/users/allData (admins): one page of users matching the search, with the total. */
export async function getUsers(
  { search, page, pageSize = USERS_PAGE_SIZE }: UsersPageParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UsersPage> {
  const { data, headers } = await apiRequestWithHeaders<UserRecord[]>('/users/allData', {
    query: { search: search.trim() || undefined, page, pageSize },
    signal,
  });
  const total = Number.parseInt(headers.get('x-total-count') ?? '', 10);
  // Without the header, assume nothing beyond this page unless the page came back full.
  const fallbackTotal = (page - 1) * pageSize + data.length + (data.length === pageSize ? 1 : 0);
  return { users: data, total: Number.isFinite(total) ? total : fallbackTotal };
}

export function usersQueryOptions(params: UsersPageParams) {
  return queryOptions({
    queryKey: [...usersQueryKeyRoot, 'list', params] as const,
    queryFn: ({ signal }) => getUsers(params, { signal }),
    // Paging and searching keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UsersPageParams) {
  return useQuery(usersQueryOptions(params));
}
