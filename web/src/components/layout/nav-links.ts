import type { MessageId } from '@/lib/i18n/message-id';
import { paths } from '@/config/paths';

/** The navigation bar's links, shown to everyone; the labels' English is exactly as docs/product.md gives it. */
export const NAV_LINKS = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.addListing, label: 'nav.addListing' },
  { to: paths.browse, label: 'nav.browse' },
  { to: paths.myListings, label: 'nav.myListings' },
  // The navigation labels the users table DashBoard; /dashboard is another page (docs/product.md, "Screens").
  { to: paths.users, label: 'nav.dashboard' },
] as const satisfies readonly { to: string; label: MessageId }[];
