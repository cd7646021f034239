import type { Role } from '@bondhon/shared/options';
import type { ActionResult } from '@bondhon/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersQueryKeyRoot } from './get-users';

/** PUT /api/users/role/{id} (admins): makes the user an admin or a customer. */
export function updateUserRole({ id, role }: { id: string; role: Role }): Promise<ActionResult> {
  return apiRequest<ActionResult>(`/users/role/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { role },
  });
}

/** Changes a role, then reads the users again (staying pending until they arrive). */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKeyRoot }),
  });
}
