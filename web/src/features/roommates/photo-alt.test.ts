import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/load-messages';
import { createTranslator, englishTranslator } from '@/lib/i18n/translator';
import { buildListing } from '@/testing/listing';
import { photoAlt } from './photo-alt';

const photo = (id: string, alt?: string) => ({
  id,
  url: `/photos/listings/listing-1/${id}-large.webp`,
  thumbUrl: `/photos/listings/listing-1/${id}-thumb.webp`,
  width: 1600,
  height: 1200,
  ...(alt ? { alt } : {}),
});

describe('photoAlt', () => {
  const listing = buildListing({
    roomType: 'Master bedroom',
    location: 'Road 8A, Dhanmondi, Dhaka',
    photos: [photo('AAAAAAAAAAAAAAAAAAAA'), photo('BBBBBBBBBBBBBBBBBBBB', 'The balcony at sunset')],
  });

  it("says what the listing is and where, and which photo of how many, in the owner's words", () => {
    expect(photoAlt(englishTranslator, listing, 0)).toBe(
      'Master bedroom in Road 8A, Dhanmondi, Dhaka, photo 1 of 2',
    );
  });

  it("prefers the owner's own description of the photo", () => {
    expect(photoAlt(englishTranslator, listing, 1)).toBe('The balcony at sunset');
  });

  it('counts in Bangla digits in Bangla', async () => {
    const bangla = createTranslator('bn', await loadMessages('bn'));
    expect(photoAlt(bangla, listing, 0)).toBe(
      'Road 8A, Dhanmondi, Dhaka-এ Master bedroom, ২টির মধ্যে ১ নম্বর ছবি',
    );
  });
});
