import type { Person } from '@bondhon/shared/options';
import type { ActionResult } from '@bondhon/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersQueryKeyRoot } from './get-users';

/** PUT /api/users/premium/{id} (admins): makes the user premium or normal. */
export function updateUserPerson({
  id,
  person,
}: {
  id: string;
  person: Person;
}): Promise<ActionResult> {
  return apiRequest<ActionResult>(`/users/premium/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { person },
  });
}

/** Changes the premium flag, then reads the users again (staying pending until they arrive). */
export function useUpdateUserPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserPerson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKeyRoot }),
  });
}
