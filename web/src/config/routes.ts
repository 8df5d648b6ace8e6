/**
 * The screens of docs/product.md ("Screens"), from one table: each one's address (as React
 * Router takes it, spelled as the product always has, typos included), its route module, who may
 * open it, and, for a screen a visitor often opens first, the API call its first view makes.
 * The router (app/router.tsx), the links (config/paths.ts), the early start
 * (config/first-screens.ts) and the browser tests' list of routes (tests/e2e/helpers/routes.ts)
 * all read it (docs/architecture.md, "Layers of the web app").
 *
 * Each row is an export of its own (read them all with `import * as routes`): early-start.ts's
 * file then holds only the rows of its first screens. It reads them in the browser, and
 * vite.config.ts at build time, so this module imports nothing but api-paths.ts, and by
 * relative path (docs/architecture.md, "Keeping the first page light").
 */
import * as apiPaths from './api-paths';
import { apiAddress } from './api-paths';

/**
 * Who may open a screen. `signed-in`: a visitor is sent to /signin and comes back after signing
 * in (app/guarded.tsx). `moderator`: the same, and then the screen itself shows 'Page Not Found'
 * to anyone without the `admin` claim.
 */
export type Guard = 'public' | 'signed-in' | 'moderator';

export interface Route {
  /** The address, from the root; `:id` stands for one segment. */
  path: string;
  /** The route module (it exports `Component`, and `loader` where data is needed before display), from web/. */
  module: string;
  guard: Guard;
  /**
   * A screen a visitor often opens first (from a search engine or a shared link): early-start.ts
   * asks for its code at once, and for the address `data` gives (the same the screen's loader
   * asks for, from its id, decoded, and the address's query) when it can be known from the address;
   * and for `picture` (a file from web/), the picture the screen shows first and largest, on that
   * screen alone.
   */
  firstScreen?: {
    data(id: string, search: string): string | undefined;
    picture?: string;
  };
}

export const home = {
  path: '/',
  module: 'src/app/routes/home.tsx',
  guard: 'public',
  // The featured listings (features/roommates/api/get-featured-listings.ts), and the hero's first
  // slide's picture (features/home/components/hero-slider.tsx).
  firstScreen: {
    data: () => apiAddress(apiPaths.featuredListings),
    picture: 'src/features/home/assets/hero-city.svg',
  },
} as const satisfies Route;
export const addListing = {
  path: '/addfindrommate',
  module: 'src/app/routes/add-listing.tsx',
  guard: 'signed-in',
} as const satisfies Route;
export const browse = {
  path: '/browselisting',
  module: 'src/app/routes/browse-listings.tsx',
  guard: 'public',
  // The first page of every listing (get-listings.ts with no options); a search or a later
  // page asks for more than the address can tell here, so only the code starts early.
  firstScreen: {
    data: (_id, search) => (search === '' ? apiAddress(apiPaths.listings) : undefined),
  },
} as const satisfies Route;
export const myListings = {
  path: '/mylisting',
  module: 'src/app/routes/my-listings.tsx',
  guard: 'signed-in',
} as const satisfies Route;
export const users = {
  path: '/users',
  module: 'src/app/routes/users.tsx',
  guard: 'signed-in',
} as const satisfies Route;
export const dashboard = {
  path: '/dashboard',
  module: 'src/app/routes/dashboard.tsx',
  guard: 'public',
} as const satisfies Route;
export const signIn = {
  path: '/signin',
  module: 'src/app/routes/sign-in.tsx',
  guard: 'public',
} as const satisfies Route;
export const signUp = {
  path: '/signup',
  module: 'src/app/routes/sign-up.tsx',
  guard: 'public',
} as const satisfies Route;
export const listing = {
  path: '/roommate/:id',
  module: 'src/app/routes/listing-details.tsx',
  guard: 'public',
  // One listing (get-listing.ts).
  firstScreen: {
    data: (id) => apiAddress(apiPaths.listing(id)),
  },
} as const satisfies Route;
export const updateListing = {
  path: '/updateroommate/:id',
  module: 'src/app/routes/update-listing.tsx',
  guard: 'signed-in',
} as const satisfies Route;
export const featuredDetails = {
  path: '/featured-roommate-details/:id',
  module: 'src/app/routes/featured-details.tsx',
  guard: 'signed-in',
} as const satisfies Route;
export const profile = {
  path: '/profile',
  module: 'src/app/routes/profile.tsx',
  guard: 'signed-in',
} as const satisfies Route;
export const matches = {
  path: '/matches',
  module: 'src/app/routes/matches.tsx',
  guard: 'signed-in',
} as const satisfies Route;
export const messages = {
  path: '/messages',
  module: 'src/app/routes/messages.tsx',
  guard: 'signed-in',
} as const satisfies Route;
export const conversation = {
  path: '/messages/:id',
  module: 'src/app/routes/conversation.tsx',
  guard: 'signed-in',
} as const satisfies Route;
export const terms = {
  path: '/terms-conditions',
  module: 'src/app/routes/terms.tsx',
  guard: 'public',
} as const satisfies Route;
export const privacy = {
  path: '/privacy-policy',
  module: 'src/app/routes/privacy.tsx',
  guard: 'public',
} as const satisfies Route;
/** How to stay safe when renting a room or a seat (docs/product.md, "Trust and safety"). */
export const safety = {
  path: '/safety',
  module: 'src/app/routes/safety.tsx',
  guard: 'public',
} as const satisfies Route;
/** The moderators' screen: 'Page Not Found' for everyone else. */
export const admin = {
  path: '/admin',
  module: 'src/app/routes/admin.tsx',
  guard: 'moderator',
} as const satisfies Route;
/** Every other address: 'Page Not Found'. Last, as React Router matches it last anyway. */
export const notFound = {
  path: '*',
  module: 'src/app/routes/not-found.tsx',
  guard: 'public',
} as const satisfies Route;
