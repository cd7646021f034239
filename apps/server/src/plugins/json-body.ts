import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** How deeply a JSON body may nest arrays and objects; ours nest three deep at most. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d; // ]
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d; // }

/**
 * Whether `text` opens more than `maxDepth` arrays and objects one inside another, counted in one
 * pass over the characters (brackets inside strings do not count), so that no deep body ever
 * reaches code that walks it recursively (JSON.stringify, a schema, Better Auth). Malformed JSON
 * is left to the parser.
 */
function isNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (isInString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) isInString = false;
    } else if (char === QUOTE) {
      isInString = true;
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/**
 * The one JSON body parser of the whole app, in place of Fastify's: the same parse
 * (secure-json-parse, refusing `__proto__` and `constructor.prototype` keys, a fixed message for
 * malformed JSON) and the same size limit (the app's bodyLimit: 413 over it), after a refusal of
 * bodies nested deeper than MAX_JSON_DEPTH (400). Registered before any route or scope, so that
 * every scope inherits it, Better Auth's included.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) {
        done(AppError.badRequest('The request body is nested too deeply.'), undefined);
        return;
      }
      void parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
