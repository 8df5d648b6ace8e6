import type { Listing } from '@roommate-finder/contract/listing';

/** A listing as GET /roommates answers it, confirmed by its owner just now; every field can be overridden. */
export function buildListing(overrides: Partial<Listing> = {}): Listing {
  return {
    _id: 'listing-1',
    name: 'Ayesha Rahman',
    email: 'ayesha@example.com',
    title: 'Furnished master bedroom near Dhanmondi Lake',
    location: 'Road 8A, Dhanmondi, Dhaka',
    rentAmount: '14000',
    roomType: 'Master bedroom',
    lifestylePreferences: ['Non-smoker', 'Working professional'],
    contactInfo: '+880 1711-000000',
    availability: 'Available',
    description: 'A bright room with a balcony.',
    city: 'dhaka',
    area: 'dhaka-dhanmondi',
    accommodation: 'single-room',
    genderPolicy: 'female',
    tenants: ['job-holder'],
    advanceMonths: 2,
    billsIncluded: ['gas', 'water'],
    availableFrom: '2025-09-01',
    amenities: ['balcony', 'wifi'],
    contactVisibility: 'everyone',
    likeCount: 4,
    photos: [],
    createdAt: '2025-08-01T10:00:00.000Z',
    updatedAt: '2025-08-01T10:00:00.000Z',
    confirmedAt: new Date().toISOString(),
    ownerVerified: false,
    ...overrides,
  };
}
