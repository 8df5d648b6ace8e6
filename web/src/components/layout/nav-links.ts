import { paths } from '../../app/paths';

/** The navigation bar's links, labels exactly as SPEC.md gives them; shown to everyone. */
export const NAV_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.addListing, label: 'Add to Find Roommate' },
  { to: paths.browse, label: 'Browse Listing' },
  { to: paths.myListings, label: 'My Listings' },
  // SPEC.md: the navigation labels the users table DashBoard (DECISIONS.md keeps it on /users).
  { to: paths.users, label: 'DashBoard' },
] as const;
