import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, type ListingPosition } from './listing-cursor';

describe('listing cursors', () => {
  it.each<ListingPosition>([
    { sort: 'newest', key: '2026-11-22T03:00:00.000Z_abc' },
    { sort: 'rent', key: '000000008000_8235000000000_abc' },
    { sort: 'likes', likes: 12, key: '2026-11-22T03:00:00.000Z_abc' },
  ])('read back the position they were made from ($sort)', (position) => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(decodeCursor(cursor, position.sort)).toEqual(position);
  });

  it('belong to one sort', () => {
    expect(decodeCursor(encodeCursor({ sort: 'rent', key: 'k' }), 'newest')).toBeNull();
  });

  it.each([
    '',
    'not-a-cursor',
    Buffer.from('{"s":"likes","k":"x"}').toString('base64url'),
    Buffer.from('[]').toString('base64url'),
  ])('are refused when they are not ours: %s', (cursor) => {
    expect(decodeCursor(cursor, 'likes')).toBeNull();
  });
});
