import * as routes from './routes';

/** The address of a route: its path with `:id` filled in (encoded). */
export const addressOf = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** The address of every screen, for links and redirects: built from the route table (config/routes.ts). */
export const paths = {
  home: routes.home.path,
  addListing: routes.addListing.path,
  browse: routes.browse.path,
  myListings: routes.myListings.path,
  users: routes.users.path,
  dashboard: routes.dashboard.path,
  signIn: routes.signIn.path,
  signUp: routes.signUp.path,
  listing: (id: string) => addressOf(routes.listing.path, id),
  updateListing: (id: string) => addressOf(routes.updateListing.path, id),
  featuredDetails: (id: string) => addressOf(routes.featuredDetails.path, id),
  terms: routes.terms.path,
  privacy: routes.privacy.path,
  profile: routes.profile.path,
  matches: routes.matches.path,
  safety: routes.safety.path,
  admin: routes.admin.path,
  messages: routes.messages.path,
  conversation: (id: string) => addressOf(routes.conversation.path, id),
} as const;
