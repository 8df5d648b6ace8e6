/**
 * Every route of the app (docs/product.md, "Screens"), for the tests that walk all of them:
 * screens.spec.ts (axe, width, screenshots), bangla.spec.ts (no English left) and
 * security.spec.ts (no CSP violation). A route added to the app is added here once.
 */
import { api } from '../../support/api';
import type { accountPool, TestAccount } from '../../support/auth-emulator';
import type { listingPool, TestListing } from '../../support/listings';
import { startConversation } from './conversations';

/** The two widths every screen is checked at. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

/** A listing as the walks need it: its id for the address, its title to find it by. */
export interface ShownListing {
  _id: string;
  title: string;
}

/**
 * What the signed-in walks open: the person's own listing, and a conversation about it that
 * another new account (`writer`) started, so /messages has a row and /messages/:id a conversation.
 */
export async function signedInListings(
  person: TestAccount,
  accounts: ReturnType<typeof accountPool>,
  listings: ReturnType<typeof listingPool>,
): Promise<{ own: TestListing; conversation: string; writer: TestAccount }> {
  const own = await listings.create(person);
  const writer = await accounts.create();
  const conversation = await startConversation(writer, own.id);
  return { own, conversation, writer };
}

/** A demo listing that no test deletes: the most liked one (a newest one might be another test's). */
export async function demoListing(): Promise<ShownListing> {
  const [featured] = (await api<ShownListing[]>('/featured-roommates')).body;
  if (!featured) throw new Error('No featured listing: the demo data is missing.');
  return featured;
}

/** The listings a route's address is built from. */
export interface RouteListings {
  /** A demo listing, someone else's. */
  demo: string;
  /** A listing of the signed-in person (signed-in routes only). */
  own: string;
  /** A conversation about that listing, which someone else started with them (signed-in routes only). */
  conversation: string;
}

/** The routes a visitor can open, by name, each with its address. */
export const VISITOR_ROUTES = {
  '/': () => '/',
  '/browselisting': () => '/browselisting',
  '/roommate/:id': ({ demo }: Pick<RouteListings, 'demo'>) => `/roommate/${demo}`,
  '/signin': () => '/signin',
  '/signup': () => '/signup',
  '/terms-conditions': () => '/terms-conditions',
  '/privacy-policy': () => '/privacy-policy',
  '/safety': () => '/safety',
  '/dashboard': () => '/dashboard',
  'an unknown address': () => '/no-such-page',
} as const;

/** The routes a signed-in person opens beyond those, by name, each with its address. */
export const SIGNED_IN_ROUTES = {
  '/': () => '/',
  '/addfindrommate': () => '/addfindrommate',
  '/browselisting': () => '/browselisting',
  '/mylisting': () => '/mylisting',
  '/users': () => '/users',
  '/roommate/:id': ({ own }: RouteListings) => `/roommate/${own}`,
  '/updateroommate/:id': ({ own }: RouteListings) => `/updateroommate/${own}`,
  '/profile': () => '/profile',
  '/matches': () => '/matches',
  '/featured-roommate-details/:id': ({ demo }: RouteListings) => `/featured-roommate-details/${demo}`,
  '/messages': () => '/messages',
  '/messages/:id': ({ conversation }: RouteListings) => `/messages/${conversation}`,
} as const;

/** The routes only a moderator (the `admin` claim) opens: everyone else gets 'Page Not Found'. */
export const MODERATOR_ROUTES = {
  '/admin': () => '/admin',
  '/admin?status=closed': () => '/admin?status=closed',
  '/admin?view=history': () => '/admin?view=history',
} as const;

export type VisitorRoute = keyof typeof VISITOR_ROUTES;
export type SignedInRoute = keyof typeof SIGNED_IN_ROUTES;
export type ModeratorRoute = keyof typeof MODERATOR_ROUTES;

/** The addresses of every visitor route. */
export const visitorPaths = (listings: Pick<RouteListings, 'demo'>): string[] =>
  Object.values(VISITOR_ROUTES).map((path) => path(listings));

/** The addresses of every signed-in route. */
export const signedInPaths = (listings: RouteListings): string[] =>
  Object.values(SIGNED_IN_ROUTES).map((path) => path(listings));

/** The addresses of every moderators' route. */
export const moderatorPaths = (): string[] => Object.values(MODERATOR_ROUTES).map((path) => path());
