/**
 * Every route of the app (docs/product.md, "Screens"), from the web app's route table
 * (web/src/config/routes.ts), for the tests that walk all of them: screens.spec.ts (axe, width,
 * screenshots), bangla.spec.ts (no English left) and security.spec.ts (no CSP violation). A route
 * added to the table is walked as it is; one with an `:id` says here which listing fills it.
 */
import { featuredListings } from '../../../web/src/config/api-paths';
import { addressOf, paths } from '../../../web/src/config/paths';
import * as routes from '../../../web/src/config/routes';
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
  const [featured] = (await api<ShownListing[]>(featuredListings)).body;
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

/** The routes of the web app's table, by name (web/src/config/routes.ts). */
export type RouteName = keyof typeof routes;
type Guarded<G> = { [K in RouteName]: (typeof routes)[K]['guard'] extends G ? K : never }[RouteName];
const NAMES = Object.keys(routes) as RouteName[];

/** Where the walks open the route that matches every other address ('Page Not Found'). */
const UNKNOWN_ADDRESS = '/no-such-page';

/** The listing or conversation that fills a route's `:id` in the walks, a visitor's and a signed-in person's. */
const VISITOR_IDS: Partial<Record<RouteName, 'demo'>> = { listing: 'demo' };
const SIGNED_IN_IDS: Partial<Record<RouteName, keyof RouteListings>> = {
  listing: 'own',
  updateListing: 'own',
  featuredDetails: 'demo',
  conversation: 'conversation',
};

function address<L extends Partial<RouteListings>>(
  name: RouteName,
  ids: Partial<Record<RouteName, keyof L & keyof RouteListings>>,
): (listings: L) => string {
  const { path } = routes[name];
  if (path === '*') return () => UNKNOWN_ADDRESS;
  const which = ids[name];
  if (which === undefined) return () => path;
  return (listings) => addressOf(path, String(listings[which]));
}

/** How a walk's title names a route: its path, as the product spells it. */
export const routeTitle = (name: RouteName): string =>
  routes[name].path === '*' ? 'an unknown address' : routes[name].path;

/** The routes a visitor can open (every public one, and an unknown address), by name, each with its address. */
export type VisitorRoute = Guarded<'public'>;
export const VISITOR_ROUTES = Object.fromEntries(
  NAMES.filter((name) => routes[name].guard === 'public').map((name) => [
    name,
    address<Pick<RouteListings, 'demo'>>(name, VISITOR_IDS),
  ]),
) as Record<VisitorRoute, (listings: Pick<RouteListings, 'demo'>) => string>;

/** The routes a signed-in person opens: every signed-in one, and the pages they most often come back to. */
export type SignedInRoute = Guarded<'signed-in'> | 'home' | 'browse' | 'listing';
export const SIGNED_IN_ROUTES = Object.fromEntries(
  NAMES.filter(
    (name) => routes[name].guard === 'signed-in' || ['home', 'browse', 'listing'].includes(name),
  ).map((name) => [name, address<RouteListings>(name, SIGNED_IN_IDS)]),
) as Record<SignedInRoute, (listings: RouteListings) => string>;

/** The views of the moderators' screen (guard `moderator`): everyone else gets 'Page Not Found'. */
export const MODERATOR_ROUTES = {
  open: () => paths.admin,
  closed: () => `${paths.admin}?status=closed`,
  history: () => `${paths.admin}?view=history`,
} as const;
export type ModeratorRoute = keyof typeof MODERATOR_ROUTES;

/** The addresses of every moderators' route. */
export const moderatorPaths = (): string[] => Object.values(MODERATOR_ROUTES).map((path) => path());

/**
 * The walks go a few routes to a test (at most `size`, spread evenly): the first screen is loaded,
 * the next ones opened inside the app (open-in-app.ts), each scanned, checked with axe and
 * photographed. A dozen screens in one test left no room in its time on a busy two-core machine,
 * and one slow screen failed the checks of all the others; one screen to a test paid a page load
 * and its 2 seconds' loader for each. Groups also run on both workers at once.
 */
export function inGroups<T>(names: readonly T[], size = 4): T[][] {
  const count = Math.ceil(names.length / size);
  return Array.from({ length: count }, (_, index) => names.filter((_name, at) => at % count === index));
}
