import type { SaveUserInput } from '@bondhon/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { roleQueryOptions } from './get-role';

/** POST /api/users: saves the signed-in user's name, photo and e-mail (spec §7). */
export async function saveUser(input: SaveUserInput): Promise<void> {
  await apiRequest('/users', { method: 'POST', body: input });
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    // The saved record is what the role lookup reads: look again now that it surely exists.
    onSuccess: (_result, { email }) =>
      queryClient.invalidateQueries({ queryKey: roleQueryOptions(email).queryKey }),
  });
}
