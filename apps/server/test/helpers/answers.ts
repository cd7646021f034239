/**
 * An error answer without its request id (issue 23): every answer has its own, so two refusals
 * that must be the same (a hidden biodata's and a missing one's) are compared without it.
 */
export function withoutRequestId(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { requestId: _id, ...rest } = body as Record<string, unknown>;
  return rest;
}
