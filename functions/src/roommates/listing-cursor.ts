import { z } from 'zod';
import type { ListingOrder } from '@roommate-finder/contract/listing-query';

/**
 * A place in one sort order: the sort key of the last listing a page showed
 * (and its like count in the `likes` order, whose key is the pair). The
 * cursor a client gets is this position, base64url-encoded; it says nothing
 * about filters, so the same cursor continues any filtered list.
 */
export type ListingPosition =
  | { sort: 'newest'; key: string }
  | { sort: 'rent'; key: string }
  | { sort: 'available'; key: string }
  | { sort: 'likes'; likes: number; key: string };

const keyText = z.string().min(1).max(300);

const cursorSchema = z.discriminatedUnion('s', [
  z.strictObject({ s: z.literal('newest'), k: keyText }),
  z.strictObject({ s: z.literal('rent'), k: keyText }),
  z.strictObject({ s: z.literal('available'), k: keyText }),
  z.strictObject({ s: z.literal('likes'), k: keyText, l: z.number().int().min(0) }),
]);

export function encodeCursor(position: ListingPosition): string {
  const wire =
    position.sort === 'likes'
      ? { s: position.sort, k: position.key, l: position.likes }
      : { s: position.sort, k: position.key };
  return Buffer.from(JSON.stringify(wire)).toString('base64url');
}

/** The position of a cursor for this sort, or null when it is not one of ours or belongs to another sort. */
export function decodeCursor(cursor: string, sort: ListingOrder): ListingPosition | null {
  let wire: unknown;
  try {
    wire = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = cursorSchema.safeParse(wire);
  if (!parsed.success || parsed.data.s !== sort) return null;
  const { data } = parsed;
  return data.s === 'likes' ? { sort: 'likes', likes: data.l, key: data.k } : { sort: data.s, key: data.k };
}
