import { useEffect, useRef } from 'react';
import { useSaveUser } from '../api/save-user';
import type { SessionUser } from './use-session';

/**
 * Saves the signed-in user on our server once per sign-in (spec §4 and §7: after sign-up,
 * sign-in and federated sign-in). `isSettled` turns true once the save answered, either way;
 * its answer is not needed.
 */
export function useSaveSignedInUser(user: SessionUser | null): { isSettled: boolean } {
  const { mutate, isSuccess, isError } = useSaveUser();
  const savedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user || savedFor.current === user.id) return;
    savedFor.current = user.id;
    mutate({ name: user.name, image: user.image ?? null, email: user.email });
  }, [user, mutate]);

  return { isSettled: isSuccess || isError };
}
