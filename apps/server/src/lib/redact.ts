/**
 * What the log may keep of texts and addresses that can carry personal data: e-mail addresses,
 * phone numbers and tokens are replaced by what they are, plain or percent-encoded as in a URL.
 */

/**
 * An e-mail address, its @ plain or percent-encoded. Each pattern starts only where a run of its
 * characters starts (a lookbehind), so a long text without a match costs one pass, not a pass per
 * character.
 */
const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/giu;
/** A Bangladeshi mobile number: 01XXXXXXXXX, 8801XXXXXXXXX or +8801XXXXXXXXX (+ maybe %2B). */
const PHONE = /(?<![\d+])(?:(?:\+|%2B)?880[ -]?|0)1[3-9]\d{2}[ -]?\d{6}(?!\d)/gi;
/**
 * A token: 20 or more letters, digits, `_` and `-` with at least one letter and one digit (session
 * tokens, ids, codes, JWT parts), with any signature parts after a dot (`+`, `/`, `=`, encoded
 * or not).
 */
const TOKEN =
  /(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{20,}(?:\.(?:[\w+/=-]|%2B|%2F|%3D){8,})*(?![\w-])/gi;

export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]').replace(TOKEN, '[token]');
}

/**
 * An address as the log may keep it: the route's pattern (`/api/stutas/:email`) in place of the
 * path, the part a wildcard matched and an unknown address's path redacted, and every query value
 * replaced by `[redacted]`.
 */
export function redactUrl(url: string, route: string | undefined): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : url.slice(queryAt + 1);
  let loggedPath: string;
  if (route === undefined) {
    loggedPath = redactText(path);
  } else if (route.endsWith('*') && path.startsWith(route.slice(0, -1))) {
    loggedPath = route.slice(0, -1) + redactText(path.slice(route.length - 1));
  } else {
    loggedPath = route;
  }
  if (query === undefined) return loggedPath;
  const pairs = query.split('&').map((pair) => {
    const equalsAt = pair.indexOf('=');
    return equalsAt === -1 ? redactText(pair) : `${redactText(pair.slice(0, equalsAt))}=[redacted]`;
  });
  return `${loggedPath}?${pairs.join('&')}`;
}

/** A failed query's parameters (Drizzle's message: `Failed query: …\nparams: …`): any value. */
const QUERY_PARAMS = /^params: .*$/gm;

const redactErrorText = (text: string) =>
  redactText(text.replace(QUERY_PARAMS, 'params: [redacted]'));

/** Keys whose values are secrets whatever they hold. */
const SECRET_KEY = /pass(word)?|token|secret|cookie|authorization|^(code|state|otp|signature)$/i;

/**
 * A value as the log may keep it: texts redacted, secret-named keys' values dropped, errors as
 * their type, message and stack (redacted). Walks at most a few levels; deeper values are left out.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 4) return '[…]';
  if (value instanceof Error) {
    return {
      type: value.name,
      message: redactErrorText(value.message),
      ...(value.stack ? { stack: redactErrorText(value.stack) } : {}),
      ...(value.cause === undefined ? {} : { cause: redactValue(value.cause, depth + 1) }),
    };
  }
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : redactValue(item, depth + 1),
    ]),
  );
}
