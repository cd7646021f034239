import { ERROR_STATUS, type ErrorCode } from '@bondhon/shared/errors';
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** A zod failure's messages by field path ('(root)' for the value itself), each put in `words`. */
export function fieldErrorsOf(
  error: z.ZodError,
  words: (message: string) => string = (message) => message,
): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    (fieldErrors[issue.path.join('.') || '(root)'] ??= []).push(words(issue.message));
  }
  return fieldErrors;
}

/** The one error type: a code that maps to an HTTP status, a message a person can read. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }

  static badRequest(message: string) {
    return new AppError('BAD_REQUEST', message);
  }
  static cardDeclined(message: string) {
    return new AppError('CARD_DECLINED', message);
  }
  static unauthenticated(message = 'Please sign in to continue.') {
    return new AppError('UNAUTHENTICATED', message);
  }
  static forbidden(message = 'You are not allowed to do this.') {
    return new AppError('FORBIDDEN', message);
  }
  static notFound(message = 'Not found.') {
    return new AppError('NOT_FOUND', message);
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', message);
  }
  static validation(fieldErrors: FieldErrors, message = 'Some fields are not valid.') {
    return new AppError('VALIDATION_FAILED', message, fieldErrors);
  }
  static unavailable(message = 'The service is temporarily unavailable. Please try again.') {
    return new AppError('SERVICE_UNAVAILABLE', message);
  }
}
