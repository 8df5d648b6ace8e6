/**
 * The screens a visitor most often opens first (from a search engine or a shared link): the rows
 * of the route table (config/routes.ts) with a `firstScreen` (named here, so that early-start.ts's
 * file holds no other row; routes.test.ts checks it names each), whose code and data
 * src/early-start.ts asks for as soon as the HTML has arrived, alongside the app's own code
 * instead of after it (docs/architecture.md, "Keeping the first page light").
 *
 * Read at build time by vite.config.ts (where each screen's code starts: its route module) and in
 * the browser by early-start.ts, which runs before the app and shares no code with it: so this
 * module imports only the table, which imports nothing heavy.
 */
import { browse, home, listing, type Route } from './routes';

export interface FirstScreen {
  /** The route module, from web/. */
  module: string;
  /** The picture it shows first and largest, from web/ (the route table's `firstScreen.picture`). */
  picture?: string;
  /**
   * Whether the address is this screen's, and then the API call a visitor's first view of it
   * makes (the same address the screen's loader asks for), if it can be known from the address.
   */
  match(pathname: string, search: string): { data?: string } | null;
}

/**
 * Whether `pathname` is the route's `path`: null when not, else its `:id` segment as the app
 * reads it (decoded), or undefined when the route takes none or the segment is not a valid encoding.
 */
function idIn(path: string, pathname: string): { id?: string } | null {
  const wanted = path.split('/');
  const got = pathname.split('/');
  if (wanted.length !== got.length) return null;
  let id: string | undefined;
  for (const [index, part] of wanted.entries()) {
    const segment = got[index] ?? '';
    if (part !== ':id') {
      if (part !== segment) return null;
      continue;
    }
    if (segment === '') return null;
    try {
      id = decodeURIComponent(segment);
    } catch {
      return {};
    }
  }
  return id === undefined ? {} : { id };
}

/** The rows of the route table that have a `firstScreen`. */
export const FIRST_SCREEN_ROUTES: readonly Required<Route>[] = [home, browse, listing];

export const FIRST_SCREENS: readonly FirstScreen[] = FIRST_SCREEN_ROUTES.map(
  ({ path, module, firstScreen }) => ({
    module,
    picture: firstScreen.picture,
    match(pathname: string, search: string) {
      const found = idIn(path, pathname);
      if (!found) return null;
      // A route with an `:id` whose segment does not decode: its code, but no data.
      if (path.includes(':id') && found.id === undefined) return {};
      const data = firstScreen.data(found.id ?? '', search);
      return data === undefined ? {} : { data };
    },
  }),
);

/** The id of index.html's element that lists the files early-start.ts may ask for (`FirstScreenFiles`), written by vite.config.ts. */
export const FIRST_SCREEN_FILES_ID = 'first-screen-files';

export interface FirstScreenFiles {
  /**
   * Each first screen's chunks and the stylesheets they bring, and its first picture's file (none
   * but the home page's: only the screen that shows it fetches it), by route module.
   */
  screens: Record<string, { code: string[]; styles: string[]; pictures: string[] }>;
  /** English's font file (index.css), which every English page waits for (lib/i18n/load-messages.ts). */
  english: { fonts: string[] };
  /** Bangla's catalogue for the first page (its chunks), its stylesheet and its font file (lib/i18n/load-messages.ts). */
  bangla: { code: string[]; styles: string[]; fonts: string[] };
}
