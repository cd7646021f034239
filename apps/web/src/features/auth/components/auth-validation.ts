import {
  passwordResetRequestInput,
  resetPasswordInput,
  signInInput,
  signUpInput,
} from '@bondhon/shared/schemas/auth';
import type { z } from 'zod';

// The sign-in and sign-up forms' validation: the shared schemas. The forms import this module
// when they mount or first validate (./use-auth-form.ts), not with their screen, so zod is not in
// the screens' first load.

/** Each field's first message (a shared schema's key, `validation.<key>`), or the parsed values. */
function validateWith<TSchema extends z.ZodType>(schema: TSchema) {
  return (
    values: Record<string, string>,
  ): { data: z.output<TSchema> } | { errors: Record<string, string> } => {
    const result = schema.safeParse(values);
    if (result.success) return { data: result.data };
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= issue.message;
    }
    return { errors };
  };
}

export const validateSignIn = validateWith(signInInput);
export const validateSignUp = validateWith(signUpInput);
export const validateResetRequest = validateWith(passwordResetRequestInput.pick({ email: true }));
export const validateNewPassword = validateWith(resetPasswordInput.pick({ newPassword: true }));
