import fc from 'fast-check';

/*
 * Hostile HTTP requests for property-based tests: bodies, path segments and query strings built
 * around a valid request, from wrong types, missing and extra fields, huge strings, unicode
 * (emoji, right-to-left, NUL, lone surrogates), odd numbers, SQL and script fragments and
 * prototype-pollution keys, as JSON text a client could really send.
 */

/** JSON text written as is: numbers JSON.stringify cannot make (1e999, -0, 30 digits). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A JSON object as its entries, so keys like `__proto__` (and repeated keys) reach the text. */
export class JsonEntries {
  constructor(readonly entries: readonly (readonly [string, JsonValue])[]) {}
}

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | RawJson
  | JsonEntries
  | JsonValue[]
  | { [key: string]: JsonValue };

/** The JSON text of a value (NaN and infinities become null, as in JSON.stringify). */
export function toJsonText(value: JsonValue): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonEntries) {
    const members = value.entries.map(
      ([key, child]) => `${JSON.stringify(key)}:${toJsonText(child)}`,
    );
    return `{${members.join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return toJsonText(new JsonEntries(Object.entries(value)));
  }
  return JSON.stringify(value);
}

/** Percent-encodes any text for a URL, lone surrogates included (as U+FFFD, like a browser). */
export function encodeLoose(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

export const SQL_FRAGMENTS = [
  "'; drop table users; --",
  "' or '1'='1",
  '" or ""="',
  '1; select pg_sleep(5); --',
  "' union select password, null from accounts --",
  '%',
  '_',
  '\\',
  '$$; delete from biodatas; $$',
];

export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
];

export const UNICODE_FRAGMENTS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  'বাংলা নাম',
  '😀👨‍👩‍👧‍👦🇧🇩',
  'e\u0301\u0301\u0301',
  '\uFEFF',
  '\u2028\u2029',
  '\t\r\n',
  '   ',
  '',
];

export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

const ODD_TEXTS = [
  '../../../../etc/passwd',
  '%00',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e999',
  '0x1F',
  '00000000-0000-0000-0000-000000000000',
  'ADMIN@EXAMPLE.COM',
  "a'b@example.com",
  'user@example.com\r\nBcc: x@example.com',
];

export const HOSTILE_FRAGMENTS = [
  ...SQL_FRAGMENTS,
  ...SCRIPT_FRAGMENTS,
  ...UNICODE_FRAGMENTS,
  ...PROTOTYPE_KEYS,
  ...ODD_TEXTS,
];

/** Strings of 100 KB and more: plain, emoji (surrogate pairs), a script fragment repeated. */
const HUGE_STRINGS = ['a'.repeat(110_000), '😀'.repeat(30_000), '<script>'.repeat(13_000)];

const fragment = fc.constantFrom(...HOSTILE_FRAGMENTS);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fragment, weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fragment, fc.string({ maxLength: 8 }))
      .map((parts) => parts.join('')),
    weight: 2,
  },
  { arbitrary: fc.constantFrom(...HUGE_STRINGS), weight: 1 },
);

const RAW_NUMBERS = [
  '1e999',
  '-1e999',
  '-0',
  '1e-400',
  '123456789012345678901234567890',
  '-9223372036854775809',
  '0.1e1',
  '4.0',
].map((text) => new RawJson(text));

export const hostileNumber: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    -1,
    0,
    1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1.5,
    -0.5,
    1e308,
    17,
    18,
    99,
    100,
  ),
  fc.constantFrom(...RAW_NUMBERS),
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...PROTOTYPE_KEYS), weight: 2 },
  { arbitrary: hostileString, weight: 1 },
);

const leaf: fc.Arbitrary<JsonValue> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);

/** Nesting deep enough to hurt a recursive parser or validator. */
const DEEP = [
  new RawJson(`${'['.repeat(3000)}${']'.repeat(3000)}`),
  new RawJson(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`),
];

/** A prototype-pollution attempt through `constructor.prototype`. */
const CONSTRUCTOR_POLLUTION = new JsonEntries([
  ['constructor', new JsonEntries([['prototype', new JsonEntries([['role', 'admin']])]])],
]);

/** Any JSON value, hostile at every level, objects with hostile and given keys. */
export function hostileValue(keys: readonly string[] = []): fc.Arbitrary<JsonValue> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileKey) : hostileKey;
  const { value } = fc.letrec<{ value: JsonValue }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { arbitrary: leaf, weight: 6 },
      { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
      {
        arbitrary: fc
          .array(fc.tuple(key, tie('value')), { maxLength: 5 })
          .map((entries) => new JsonEntries(entries)),
        weight: 1,
      },
      { arbitrary: fc.constantFrom(...DEEP, CONSTRUCTOR_POLLUTION), weight: 1 },
    ),
  }));
  return value;
}

// ---------------------------------------------------------------------------------------------
// Requests built around a valid one.

export type PlainObject = { [key: string]: JsonValue };

export interface ValidRequest {
  /**
   * Path parameters by name (`*` for a wildcard) as URL text, valid for the caller; a list gives
   * several valid values.
   */
  params?: Record<string, string | readonly string[]>;
  query?: Record<string, string>;
  /** A valid body, or undefined for a call that takes none. */
  body?: PlainObject;
}

export interface SentBody {
  contentType?: string;
  text: string;
}

export interface HostileRequest {
  /** The path's parameters as sent, already encoded. */
  params: Record<string, string>;
  /** The query string without '?', already encoded ('' for none). */
  query: string;
  /** The body as sent, or none. */
  body?: SentBody;
  /** What was done to the valid request, for reading a failure. */
  description: string;
}

/** Every path to a leaf of a plain object (nested objects included): ['card', 'number']. */
function leafPaths(value: PlainObject, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, child]) =>
    child !== null &&
    typeof child === 'object' &&
    !Array.isArray(child) &&
    !(child instanceof RawJson) &&
    !(child instanceof JsonEntries)
      ? [[...prefix, key], ...leafPaths(child, [...prefix, key])]
      : [[...prefix, key]],
  );
}

/** A copy of `value` with the leaf at `path` replaced, or removed when `replacement` is undefined. */
function withLeaf(value: PlainObject, path: string[], replacement: JsonValue | undefined) {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const copy: PlainObject = { ...value };
  if (rest.length > 0) {
    copy[key] = withLeaf(copy[key] as PlainObject, rest, replacement);
  } else if (replacement === undefined) {
    delete copy[key];
  } else {
    copy[key] = replacement;
  }
  return copy;
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}garbage',
  "{'a':1}",
  'undefined',
  '\u0000',
  '',
  '{"a":1,}',
  '{"__proto__":{"role":"admin"}}',
];

/** A body near the valid one (one field changed, dropped or added) or far from any. */
function hostileBody(
  valid: PlainObject | undefined,
): fc.Arbitrary<{ body: SentBody | undefined; what: string }> {
  const json = (value: JsonValue) => ({ contentType: 'application/json', text: toJsonText(value) });
  const base = valid ?? {};
  const keys = Object.keys(base);
  const paths = leafPaths(base);
  const options: fc.WeightedArbitrary<{ body: SentBody | undefined; what: string }>[] = [
    { arbitrary: fc.constant({ body: json(base), what: 'valid body' }), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...paths.concat([['(none)']])), hostileValue(keys))
        .map(([path, value]) => ({
          body: json(withLeaf(base, path, value)),
          what: `body with ${path.join('.')} set to a hostile value`,
        })),
      weight: paths.length > 0 ? 6 : 1,
    },
    {
      arbitrary: fc.constantFrom(...paths.concat([['(none)']])).map((path) => ({
        body: json(withLeaf(base, path, undefined)),
        what: `body without ${path.join('.')}`,
      })),
      weight: paths.length > 0 ? 2 : 1,
    },
    {
      arbitrary: fc.tuple(hostileKey, hostileValue(keys)).map(([key, value]) => ({
        body: json(new JsonEntries([...Object.entries(base), [key, value]])),
        what: `body with an extra field ${JSON.stringify(key.slice(0, 40))}`,
      })),
      weight: 2,
    },
    {
      arbitrary: fc
        .array(fc.tuple(keys.length > 0 ? fc.constantFrom(...keys) : hostileKey, hostileValue()), {
          maxLength: keys.length + 2,
        })
        .map((entries) => ({
          body: json(new JsonEntries(entries)),
          what: 'body of hostile values',
        })),
      weight: 3,
    },
    {
      arbitrary: hostileValue(keys).map((value) => ({ body: json(value), what: 'any JSON body' })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({
        body: { contentType: 'application/json', text },
        what: 'malformed JSON',
      })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', '')
        .map((contentType) => ({
          body: { contentType, text: toJsonText(base) },
          what: `valid body as ${contentType || 'no content type'}`,
        })),
      weight: 1,
    },
    { arbitrary: fc.constant({ body: undefined, what: 'no body' }), weight: 1 },
  ];
  return fc.oneof(...options);
}

/** Raw path or query text that no encoder makes: bad escapes, encoded NUL, lone surrogates. */
const RAW_URL_TEXT = ['%', '%zz', '%ED%A0%80', '%00', '%C0%AE%C0%AE%2F', '..', '%2e%2e%2f', '+'];

/** A path segment: a valid one (URL text), a near miss, hostile text encoded, raw bad escapes. */
function hostileSegment(valid: string | readonly string[]): fc.Arbitrary<string> {
  const validOnes = typeof valid === 'string' ? [valid] : valid;
  const validOne = fc.constantFrom(...validOnes);
  return fc.oneof(
    { arbitrary: validOne, weight: 4 },
    { arbitrary: hostileString.map(encodeLoose), weight: 4 },
    { arbitrary: fc.constantFrom(...RAW_URL_TEXT), weight: 1 },
    {
      arbitrary: fc
        .tuple(validOne, fc.constantFrom('', 'x', '%20', '%27--', '/extra', '%00', '%2F..'))
        .chain(([text, suffix]) =>
          fc.constantFrom(`${text}${suffix}`, text.toUpperCase(), text.slice(1)),
        ),
      weight: 2,
    },
  );
}

function hostileQuery(valid: Record<string, string>): fc.Arbitrary<{ text: string; what: string }> {
  const entries = Object.entries(valid);
  const text = (pairs: [string, string][]) =>
    pairs.map(([key, value]) => `${encodeLoose(key)}=${encodeLoose(value)}`).join('&');
  const keys = entries.map(([key]) => key);
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), hostileKey) : hostileKey;
  return fc.oneof(
    { arbitrary: fc.constant({ text: text(entries), what: 'valid query' }), weight: 4 },
    {
      arbitrary: fc.tuple(key, hostileString).map(([name, value]) => ({
        text: text([...entries.filter(([k]) => k !== name), [name, value]]),
        what: `query with ${JSON.stringify(name.slice(0, 40))} set to a hostile value`,
      })),
      weight: 3,
    },
    {
      arbitrary: fc.tuple(key, hostileString).map(([name, value]) => ({
        text: text([...entries, [name, value]]),
        what: `query with ${JSON.stringify(name.slice(0, 40))} repeated or added`,
      })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...keys.concat('(none)')).map((name) => ({
        text: text(entries.filter(([k]) => k !== name)),
        what: `query without ${name}`,
      })),
      weight: 1,
    },
    {
      arbitrary: fc
        .constantFrom(
          ...RAW_URL_TEXT.map((raw) => `${raw}=${raw}`),
          '&&==&',
          '__proto__[role]=admin',
          'constructor[prototype][role]=admin',
          `${text(entries)}&${text(entries)}`,
        )
        .map((raw) => ({ text: raw, what: 'raw query text' })),
      weight: 1,
    },
  );
}

function abbreviate(text: string): string {
  return text.length > 400 ? `${text.slice(0, 400)}… (${text.length} characters)` : text;
}

/** A request as JSON, its long strings shortened. */
export function abbreviated(request: HostileRequest): string {
  return JSON.stringify(request, (_key, value: unknown) =>
    typeof value === 'string' ? abbreviate(value) : value,
  );
}

/** Requests near and far from a valid one: its path parameters, query and body each mutated. */
export function hostileRequest(valid: ValidRequest): fc.Arbitrary<HostileRequest> {
  const params = valid.params ?? {};
  const names = Object.keys(params);
  return fc
    .tuple(
      fc.tuple(...names.map((name) => hostileSegment(params[name]!))),
      hostileQuery(valid.query ?? {}),
      hostileBody(valid.body),
    )
    .map(([segments, query, body]) => {
      const request: HostileRequest = {
        params: Object.fromEntries(names.map((name, index) => [name, segments[index]!])),
        query: query.text,
        ...(body.body ? { body: body.body } : {}),
        description: `${query.what}; ${body.what}`,
      };
      // fast-check prints a failing case with this: 100 KB strings shortened.
      return Object.assign(request, { [fc.toStringMethod]: () => abbreviated(request) });
    });
}
