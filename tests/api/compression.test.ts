/**
 * JSON answers travel compressed when the client accepts it (docs/api.md, "Compression"): a page
 * of listings is most of what a phone on a slow network waits for on Browse Listing.
 * Through the Hosting rewrite, as the browser calls the API.
 */
import { describe, expect, it } from 'vitest';
import type { Listing } from '@roommate-finder/contract/listing';
import { APP_URL } from '../support/api';

const listingsPage = (acceptEncoding?: string) =>
  fetch(`${APP_URL}/api/roommates?limit=20`, {
    headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
  });

describe('compression of API answers', () => {
  it('compresses a page of listings for a browser, and the page reads the same', async () => {
    // What Chromium sends.
    const [zipped, plain] = await Promise.all([
      listingsPage('gzip, deflate, br, zstd'),
      listingsPage('identity'),
    ]);
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(plain.headers.get('content-encoding')).toBeNull();
    // fetch undoes the encoding: what the client reads is the same page.
    const [fromZipped, fromPlain] = [(await zipped.json()) as Listing[], (await plain.json()) as Listing[]];
    expect(fromZipped.length).toBeGreaterThan(0);
    expect(fromZipped).toEqual(fromPlain);
  });

  it('gzips for a client that accepts only gzip, and keeps the public-read cache header', async () => {
    const zipped = await listingsPage('gzip');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('sends a short error as it is, still JSON with a message', async () => {
    const response = await fetch(`${APP_URL}/api/roommates/not..an..id`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String));
  });
});
