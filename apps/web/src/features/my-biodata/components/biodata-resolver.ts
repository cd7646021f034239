import { biodataInput, type BiodataInput } from '@bondhon/shared/schemas/biodata-input';
import { zodResolver } from '@hookform/resolvers/zod';

// The biodata form's validation: the shared schema (with libphonenumber's metadata for the
// mobile) through the zod resolver. The form imports this module when it mounts or first
// validates (lib/lazy-resolver.ts), not with its screen, so neither is in the first load.

export const biodataResolver = zodResolver(biodataInput);

/** Whether the form holds a whole biodata, every required field filled, the declarations aside. */
export function isCompleteBiodata(values: BiodataInput): boolean {
  return biodataInput.safeParse({ ...values, declaresTruth: true, declaresGuardianKnows: true })
    .success;
}
