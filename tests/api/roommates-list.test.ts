import { describe, expect, it } from 'vitest';
import { api } from '../support/api';

interface ListingSummary {
  _id: string;
  location: string;
  rentAmount: string;
}

describe('GET /api/roommates through the Hosting rewrite', () => {
  it('returns the seeded listings as a JSON array from at least 6 cities', async () => {
    const response = await api<ListingSummary[]>('/roommates?limit=100');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(Array.isArray(response.body)).toBe(true);
    expect(response.body.length).toBeGreaterThanOrEqual(24);
    const cities = new Set(response.body.map((listing) => listing.location.split(',').at(-1)?.trim()));
    expect(cities.size).toBeGreaterThanOrEqual(6);
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await api<{ message: string }>('/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body.message).toMatch(/not found/i);
  });
});
