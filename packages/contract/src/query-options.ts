import { z } from 'zod/mini';

/**
 * Building blocks of the query-string schemas (GET /roommates, GET /users):
 * every option arrives as text, once or repeated, and a blank one counts as
 * not given, as in a form left empty.
 */

/** An empty value (`?location=`) means the option is not set. */
export const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A repeatable option as a list: one value or several, blanks dropped; undefined when none is left. */
export const blankFreeList = (value: unknown) => {
  const items = (Array.isArray(value) ? value : [value])
    .map(blankAsUnset)
    .filter((item) => item !== undefined);
  return items.length === 0 ? undefined : items;
};

/** `limit`: a page size from 1 to `max`, given once. */
export const pageLimit = (max: number) =>
  z.pipe(
    z.transform(blankAsUnset),
    z.optional(
      z.pipe(
        z.pipe(
          z
            .string({ error: 'limit must be given once' })
            .check(z.regex(/^\d+$/, `limit must be a whole number from 1 to ${max}`)),
          z.transform(Number),
        ),
        z
          .number()
          .check(
            z.minimum(1, `limit must be a whole number from 1 to ${max}`),
            z.maximum(max, `limit must be at most ${max}`),
          ),
      ),
    ),
  );

/** The error of an option the schema does not know, naming it. */
export const unknownOption = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? `Unknown query option: ${issue.keys.join(', ')}` : undefined,
};
