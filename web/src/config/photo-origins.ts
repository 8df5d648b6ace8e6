/**
 * Where a profile photo may load from: the site itself (its own photos,
 * served through Hosting) and Google's profile-photo host, where the photos
 * of Google accounts live. firebase.json's `img-src` names the same, and
 * tests/config/firebase-config.test.ts holds the two together. A photo
 * anywhere else is never fetched (its server would learn who opened the
 * page, and when): the placeholder stands in.
 */
export const PHOTO_ORIGINS = ['https://lh3.googleusercontent.com'] as const;

/** The address of a photo the page may load, or null for the placeholder. */
export function loadablePhoto(url: string | null | undefined, siteOrigin: string): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url, siteOrigin);
    return origin === siteOrigin || (PHOTO_ORIGINS as readonly string[]).includes(origin) ? url : null;
  } catch {
    return null;
  }
}
