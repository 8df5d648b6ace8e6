/** Every route of the app, from one place (docs/product.md, "Screens": spelled as the product always has, typos included). */
export const paths = {
  home: '/',
  addListing: '/addfindrommate',
  browse: '/browselisting',
  myListings: '/mylisting',
  users: '/users',
  dashboard: '/dashboard',
  signIn: '/signin',
  signUp: '/signup',
  listing: (id: string) => `/roommate/${encodeURIComponent(id)}`,
  updateListing: (id: string) => `/updateroommate/${encodeURIComponent(id)}`,
  featuredDetails: (id: string) => `/featured-roommate-details/${encodeURIComponent(id)}`,
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  profile: '/profile',
  matches: '/matches',
  /** How to stay safe when renting a room or a seat (docs/product.md, "Trust and safety"). */
  safety: '/safety',
  /** The moderators' screen: 'Page Not Found' for everyone else. */
  admin: '/admin',
  messages: '/messages',
  conversation: (id: string) => `/messages/${encodeURIComponent(id)}`,
} as const;
