/**
 * The thumbnail's longest side, in pixels (docs/api.md, "Photos"), in a module of its own: screens
 * that only show photos read it (a photo's srcset), and the bundle wraps each module whole, so from
 * photo-fields.ts they would carry every photo limit and message with it.
 */
export const THUMB_SIDE = 480;
