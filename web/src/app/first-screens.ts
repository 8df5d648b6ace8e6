/**
 * The screens a visitor most often opens first (from a search engine or a shared link), whose
 * code and data src/early-start.ts asks for as soon as the HTML has arrived, alongside the app's
 * own code instead of after it (docs/architecture.md, "Keeping the first page light").
 *
 * Read at build time by vite.config.ts (where each screen's code starts: its route module, as
 * src/app/router.tsx imports it) and in the browser by early-start.ts, which runs before the app
 * and shares no code with it: so this module imports nothing.
 */
export interface FirstScreen {
  /** The route module, from web/. */
  module: string;
  /**
   * Whether the address is this screen's, and then the API call a visitor's first view of it
   * makes (the same address the screen's loader asks for), if it can be known from the address.
   */
  match(pathname: string, search: string): { data?: string } | null;
}

/** `encodeURIComponent(decodeURIComponent(segment))`: the id as the app's API calls spell it, or undefined when it is not a valid encoding. */
function canonicalSegment(segment: string): string | undefined {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

export const FIRST_SCREENS: readonly FirstScreen[] = [
  {
    // The featured listings (features/roommates/api/get-featured-listings.ts).
    module: 'src/app/routes/home.tsx',
    match: (pathname) => (pathname === '/' ? { data: '/api/featured-roommates' } : null),
  },
  {
    // The first page of every listing (get-listings.ts with no options); a search or a later
    // page asks for more than the address can tell here, so only the code starts early.
    module: 'src/app/routes/browse-listings.tsx',
    match: (pathname, search) =>
      pathname === '/browselisting' ? (search === '' ? { data: '/api/roommates' } : {}) : null,
  },
  {
    // One listing (get-listing.ts).
    module: 'src/app/routes/listing-details.tsx',
    match: (pathname) => {
      const segment = /^\/roommate\/([^/]+)$/.exec(pathname)?.[1];
      if (segment === undefined) return null;
      const id = canonicalSegment(segment);
      return id === undefined ? {} : { data: `/api/roommates/${id}` };
    },
  },
];

/** The id of index.html's element that lists the files early-start.ts may ask for (`FirstScreenFiles`), written by vite.config.ts. */
export const FIRST_SCREEN_FILES_ID = 'first-screen-files';

export interface FirstScreenFiles {
  /** Each first screen's chunks, by route module. */
  screens: Record<string, string[]>;
  /** Bangla's catalogue for the first page (its chunks), its stylesheet and its font file (lib/i18n/load-messages.ts). */
  bangla: { code: string[]; styles: string[]; fonts: string[] };
}
