import { signInInput, signUpInput } from '@bondhon/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';

// The sign-in and sign-up forms' validation: the shared schemas through the zod resolver. The
// forms import this module when they mount or first validate (lib/lazy-resolver.ts), not with
// their screen, so zod is not in the screens' first load.

export const signInResolver = zodResolver(signInInput);
export const signUpResolver = zodResolver(signUpInput);
