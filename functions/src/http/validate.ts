import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { validationCode, type ApiFieldError } from '@roommate-finder/contract/api-error';
import { HttpError } from './http-error';

/** What was sent at a path of the body or query (undefined where nothing was). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * What was sent for a problem at a path: the value there, or, for an item of a list that the
 * address gave as one text (`?lifestyle=Student,Quiet` or one `?area=…`, which the schema reads
 * as a list), that text: it was sent, so the item's problem is never "required".
 */
function sentAt(input: unknown, path: readonly PropertyKey[]): unknown {
  const value = valueAt(input, path);
  if (value !== undefined || typeof path.at(-1) !== 'number') return value;
  const list = valueAt(input, path.slice(0, -1));
  return typeof list === 'string' ? list : undefined;
}

/** One 400 for every problem zod found, each message naming its field and with a code per problem. */
export function badInput(error: z.core.$ZodError, input: unknown): HttpError {
  const errors: ApiFieldError[] = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
    code: validationCode(issue, sentAt(input, issue.path)),
  }));
  const messages = [...new Set(errors.map((item) => item.message))];
  return new HttpError(400, messages.join('; '), errors);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Replaces req.body with its parsed, allow-listed value, or answers 400.
 * A body that is not a JSON object (missing, an array, text) is refused
 * before the schema sees it, with a message that says what to send.
 */
export function validate(schema: z.ZodType): RequestHandler {
  return (req, _res, next) => {
    if (!isPlainObject(req.body)) {
      throw new HttpError(
        400,
        'Send the body as a JSON object, with Content-Type: application/json',
        undefined,
        'request/not-json-object',
      );
    }
    const result = schema.safeParse(req.body);
    if (!result.success) throw badInput(result.error, req.body);
    req.body = result.data;
    next();
  };
}

/**
 * Parses req.query with a schema (Express 5 keeps req.query read-only), or throws a 400. Any zod
 * schema, classic or zod/mini (the listing query's, contract/listing-query.ts).
 */
export function parseQuery<T extends z.core.$ZodType>(schema: T, query: unknown): z.output<T> {
  const result = z.safeParse(schema, query);
  if (!result.success) throw badInput(result.error, query);
  return result.data;
}

/** A named path parameter (`/roommates/:id`) as text. */
export function pathParam(req: Request, name: string): string {
  const value = req.params[name];
  return typeof value === 'string' ? value : '';
}
