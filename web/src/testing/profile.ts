import type { StoredProfile } from '@roommate-finder/contract/profile';

/** A roommate profile as GET /profile answers it; every field can be overridden. */
export function buildProfile(overrides: Partial<StoredProfile> = {}): StoredProfile {
  return {
    gender: 'female',
    tenant: 'job-holder',
    cities: ['dhaka'],
    budgetMax: 15000,
    habits: { sleep: 'early', guests: 'rarely', smoking: 'no', noise: 'quiet' },
    importance: { smoking: 3 },
    dealbreakers: ['smoking'],
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
