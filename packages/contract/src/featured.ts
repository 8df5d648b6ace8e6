/**
 * How many listings the home page's featured section shows: GET
 * /featured-roommates answers at most this many, and the web app can size
 * its section (and its loading placeholders) from the same figure.
 */
export const FEATURED_COUNT = 6;
