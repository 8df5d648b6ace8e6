import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

/** Half of a UTF-16 surrogate pair without its other half: JSON's `"\ud800"` can say it, no text holds it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The dotted path of the first string of a parsed JSON body (a value or a key) that is not
 * well-formed Unicode, or null. Walked with a list rather than by recursion: 32 KB of JSON can
 * nest sixteen thousand levels deep.
 */
export function malformedTextAt(body: unknown): string | null {
  const pending: [unknown, string][] = [[body, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (LONE_SURROGATE.test(key)) return at;
        pending.push([item, at]);
      }
    }
  }
  return null;
}

/**
 * Refuses a JSON body holding text that is not well-formed Unicode (docs/api.md, "Errors"), before
 * any route: Firestore refuses to store such a string, which would otherwise fail a write with a
 * 500, and after a rate limit or a day's quota had counted it.
 */
export const wellFormedText = (): RequestHandler => (req, _res, next) => {
  const field = malformedTextAt(req.body);
  if (field === null) {
    next();
    return;
  }
  const message = `${field || 'The body'} holds text that is not valid Unicode (half of a surrogate pair)`;
  throw new HttpError(400, message, [{ field, message, code: 'validation/invalid' }]);
};
