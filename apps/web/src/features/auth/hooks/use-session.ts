import type { Role } from '@bondhon/shared/options';

/** The signed-in person as the navigation shows them (spec §3, "Signed-in user"). */
export interface SessionUser {
  email: string;
  displayName: string;
  photoURL: string | null;
  /** Null while the role lookup is still resolving (spec §4). */
  role: Role | null;
}

/**
 * The current session, or null when nobody is signed in. Authentication arrives in a later
 * issue; until then nobody is ever signed in. Consumers already handle both variants, so only
 * this hook changes then.
 */
export function useSession(): SessionUser | null {
  return null;
}
