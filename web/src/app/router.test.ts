import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ROUTES, FIRST_SCREENS } from '@/config/first-screens';
import { routeObject } from './router';
import * as apiPaths from '@/config/api-paths';
import { paths } from '@/config/paths';
import * as routes from '@/config/routes';
import type { Route } from '@/config/routes';

const ROWS = Object.entries(routes) as [string, Route][];
/** The route modules there are, by path from web/. */
const MODULES = Object.keys(import.meta.glob('/src/app/routes/*.tsx')).map((file) => file.slice(1));

describe('the route table (config/routes.ts)', () => {
  it.each(ROWS)('%s names a route module that exists', (_name, { module }) => {
    expect(MODULES).toContain(module);
  });

  it('gives each screen its own address and its own module', () => {
    expect(new Set(ROWS.map(([, row]) => row.path)).size).toBe(ROWS.length);
    expect(new Set(ROWS.map(([, row]) => row.module)).size).toBe(ROWS.length);
  });

  it('the router opens each row’s module at its address, guarded as the row says', async () => {
    const children = ROWS.map(([, row]) => routeObject(row));
    for (const [name, row] of ROWS) {
      const address = row.path === '*' ? '/no-such-page' : row.path.replace(':id', 'abc');
      const matched = matchRoutes([{ path: '/', children }], address);
      expect(matched?.at(-1)?.route, name).toBe(children[ROWS.findIndex(([other]) => other === name)]);
    }
  });

  it('the links are the rows’ addresses', () => {
    expect(paths.browse).toBe(routes.browse.path);
    expect(paths.listing('a b')).toBe('/roommate/a%20b');
    expect(paths.conversation('c1')).toBe('/messages/c1');
  });

  it('early-start.ts’s first screens are every row with a firstScreen', () => {
    const withFirstScreen = ROWS.filter(([, row]) => row.firstScreen).map(([, row]) => row);
    expect([...FIRST_SCREEN_ROUTES].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      withFirstScreen.sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it('a first screen asks for the same API address as the screen’s own API call', () => {
    const dataOf = (pathname: string, search = '') =>
      FIRST_SCREENS.map((screen) => screen.match(pathname, search)).find(Boolean)?.data;
    expect(dataOf(paths.home)).toBe(apiPaths.apiAddress(apiPaths.featuredListings));
    expect(dataOf(paths.browse)).toBe(apiPaths.apiAddress(apiPaths.listings));
    expect(dataOf(paths.browse, '?page=2')).toBeUndefined();
    expect(dataOf(paths.listing('ab c'))).toBe(apiPaths.apiAddress(apiPaths.listing('ab c')));
    expect(dataOf(paths.signIn)).toBeUndefined();
  });
});
