/**
 * Escapes some layer may read as the character itself: letters, digits and `-._~` (RFC 3986
 * calls their escaped and plain forms equal), and `/`, `\` and `%` (an escaped slash or dot
 * segment, or an escape escaped again, that a second decoding turns into one).
 */
const DECODABLE_ESCAPE = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[def]|5[cf]|7e|25)/gi;

/** Rounds of decoding after which a path still changing is refused whatever it spells. */
const DECODING_ROUNDS = 4;

/** The path of a request target: without its query, and for an absolute URL, without its origin. */
export function pathOf(target: string): string {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  if (path.startsWith('/')) return path;
  try {
    return new URL(path).pathname;
  } catch {
    return path;
  }
}

/**
 * The one spelling of a request target's path that every layer (the router, Better Auth's URL
 * parser, a proxy in front) reads alike: the origin of an absolute URL dropped, the escapes above
 * decoded (repeatedly), backslashes read as slashes, empty segments dropped (a trailing slash
 * kept), and `.` and `..` segments resolved. A path is canonical when this returns it unchanged.
 */
export function normalisedPath(target: string): string {
  let path = pathOf(target);
  for (let round = 0; ; round++) {
    const decoded = path.replace(DECODABLE_ESCAPE, (escape) =>
      String.fromCharCode(Number.parseInt(escape.slice(1), 16)),
    );
    if (decoded === path) break;
    path = decoded;
    // Encoded again and again: no spelling of anything we serve.
    if (round === DECODING_ROUNDS) return `${path}%`;
  }
  const segments = path.replaceAll('\\', '/').split('/').slice(1);
  const resolved: string[] = [];
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    if (segment === '..') resolved.pop();
    if (segment === '.' || segment === '..' || segment === '') {
      if (isLast) resolved.push('');
      return;
    }
    resolved.push(segment);
  });
  return `/${resolved.join('/')}`;
}

/** Whether a (normalised) path is under /api, in any letter case. */
export function isApiPath(path: string): boolean {
  return /^\/api(?:\/|$)/i.test(path);
}
