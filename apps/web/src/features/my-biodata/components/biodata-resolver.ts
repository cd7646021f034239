import { biodataInput } from '@bondhon/shared/schemas/biodata-input';
import { zodResolver } from '@hookform/resolvers/zod';

// The biodata form's validation: the shared schema (with libphonenumber's metadata for the
// mobile) through the zod resolver. The form imports this module when it mounts or first
// validates (lib/lazy-resolver.ts), not with its screen, so neither is in the first load.

export const biodataResolver = zodResolver(biodataInput);
