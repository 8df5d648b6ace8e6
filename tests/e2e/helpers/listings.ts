/** Listings in browser tests (made with tests/support/listings.ts's listingPool): what the API says of them. */
import { expect } from '@playwright/test';
import { api } from '../../support/api';

/** The listing's stored likeCount, as the API reports it. */
export async function likeCountOf(id: string): Promise<number> {
  const response = await api<{ likeCount: number }>(`/roommates/${id}`);
  expect(response.status).toBe(200);
  return response.body.likeCount;
}
