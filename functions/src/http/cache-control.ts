import type { RequestHandler } from 'express';

/**
 * How long Firebase Hosting's CDN may keep an anonymous public read: a new,
 * edited or liked listing reaches people who are not signed in within a minute,
 * while a busy page costs one function call and one Firestore read a minute per
 * address instead of one per visitor. Browsers keep nothing (`max-age=0`).
 */
export const PUBLIC_READ_SECONDS = 60;
export const PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_READ_SECONDS}`;
/** Every other answer: personal, a write, or an error. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * On a public read (listings, a listing, featured listings, places): lets the
 * CDN keep the answer when the request carries no token. A request with a token
 * may get a personal answer and must see its own writes at once, so it stays
 * private; `Vary: Authorization` keeps the CDN from serving a cached anonymous
 * answer to it. The error handler turns an error answer private again.
 */
export const publicWhenAnonymous: RequestHandler = (req, res, next) => {
  res.vary('Authorization');
  if (!req.get('authorization')) res.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  next();
};
