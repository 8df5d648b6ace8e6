import type { z } from 'zod';
import { translate } from './translator';

/**
 * A form's problem with a field, from the API schema's own check (packages/contract), said in the
 * reader's language by its kind: missing, too long, too many items, a number out of its range, or
 * else not valid. English forms keep the schema's own words; this is for the other languages,
 * where a bare "not valid" would hide the limit the reader has to keep to.
 */
export function schemaIssueText(issue: z.core.$ZodIssue, field: string, value: unknown): string {
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') {
    if (issue.origin === 'string') return translate('form.tooLong', { field, max: issue.maximum });
    if (issue.origin === 'array') return translate('form.tooMany', { field, max: issue.maximum });
    if (issue.origin === 'number') return translate('form.tooHigh', { field, max: issue.maximum });
  }
  if (issue.code === 'too_small' && typeof issue.minimum === 'number' && issue.origin === 'number') {
    return translate('form.tooLow', { field, min: issue.minimum });
  }
  const blank =
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return translate(blank ? 'form.required' : 'form.invalid', { field });
}
