import { paths } from '@/config/paths';

/** The navigation bar's links, labels exactly as docs/product.md gives them; shown to everyone. */
export const NAV_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.addListing, label: 'Add to Find Roommate' },
  { to: paths.browse, label: 'Browse Listing' },
  { to: paths.myListings, label: 'My Listings' },
  // The navigation labels the users table DashBoard; /dashboard is another page (docs/product.md, "Screens").
  { to: paths.users, label: 'DashBoard' },
] as const;
