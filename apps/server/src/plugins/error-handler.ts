import type { ErrorResponse } from '@bondhon/shared/schemas/common';
import { englishMessage } from '@bondhon/shared/validation-messages';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../lib/app-error';
import { causeChain } from '../lib/cause-chain';
import { redactText, redactUrl, redactValue } from '../lib/redact';

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

/** Errors meaning the database cannot be reached: answered 503, not 500. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** The messages of drivers that lost, or could not make, their connection. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some((link) => {
    const { code, message } = link as { code?: unknown; message?: unknown };
    return (
      (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) ||
      (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message))
    );
  });
}

function toFieldErrors(
  validation: { instancePath: string; message?: string }[],
  context: string | undefined,
): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || '(root)';
    (fieldErrors[path] ??= []).push(englishMessage(issue.message ?? 'Invalid value'));
  }
  return fieldErrors;
}

function toResponse(error: FastifyError | AppError | Error): {
  status: number;
  body: ErrorResponse;
} {
  if (error instanceof AppError) {
    const fieldErrors = error.fieldErrors
      ? Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, messages]) => [
            field,
            messages.map(englishMessage),
          ]),
        )
      : undefined;
    return {
      status: error.statusCode,
      body: { code: error.code, message: error.message, fieldErrors },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        fieldErrors: toFieldErrors(error.validation, error.validationContext),
      },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', message: AppError.unavailable().message },
    };
  }
  const status = (error as FastifyError).statusCode;
  if (status === 429) {
    return { status, body: { code: 'RATE_LIMITED', message: error.message } };
  }
  if (status === 413) {
    return { status, body: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } };
  }
  if (status && status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, wrong content type, …) have safe messages.
    const code = status === 404 ? 'NOT_FOUND' : status === 403 ? 'FORBIDDEN' : 'BAD_REQUEST';
    return { status, body: { code, message: error.message } };
  }
  return { status: 500, body: { code: 'INTERNAL', message: GENERIC_5XX } };
}

/**
 * What the log may keep of a failure. A failed query's error repeats its parameters (session
 * tokens, e-mail addresses, phone numbers) in its message, and PGlite's own error carries them
 * too: the log gets the statement and the database's error without them. Any other error's
 * message and stack are kept with e-mail addresses, phone numbers and tokens taken out.
 */
function loggable(error: Error): { err: unknown; query?: string } {
  const failedQuery = causeChain(error).find((link) => link instanceof DrizzleQueryError);
  if (failedQuery instanceof DrizzleQueryError) {
    const { name, message, code, stack } = (failedQuery.cause ?? {}) as Partial<
      Record<'name' | 'message' | 'code' | 'stack', unknown>
    >;
    return { err: { type: name, message, code, stack }, query: failedQuery.query };
  }
  const { code } = error as { code?: unknown };
  return { err: { ...(redactValue(error) as object), ...(code === undefined ? {} : { code }) } };
}

/** One error handler for the whole app: 4xx with a code and a message, 5xx with no internals. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toResponse(error);
    if (status >= 500) {
      const route = request.routeOptions.url;
      request.log.error(
        { ...loggable(error), method: request.method, route, url: redactUrl(request.url, route) },
        'request failed',
      );
    } else {
      // A not-found message repeats the path it was asked for.
      request.log.info({ code: body.code, status }, redactText(body.message));
    }
    // The request's id, as its logs carry it: what an operator is told when a member reports it.
    return reply.status(status).send({ ...body, requestId: request.id });
  });
  // In the callback form: an async hook costs every request a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
});
