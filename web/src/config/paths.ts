import * as routes from './routes';

/** The address of a route: its path with `:id` filled in (encoded). */
export const addressOf = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

type Routes = typeof routes;
/** A route's address: its path, or for a path with `:id` a function of the id. */
type Address<Path extends string> = Path extends `${string}:id${string}` ? (id: string) => string : Path;

/**
 * The address of every screen, for links and redirects, by its name in the route table
 * (config/routes.ts): `paths.browse`, `paths.listing(id)`. Made from the table's rows, so it
 * writes no path again and costs the first page nothing but this loop.
 */
export const paths = Object.fromEntries(
  Object.entries(routes).map(([name, { path }]) => [
    name,
    path.includes(':id') ? (id: string) => addressOf(path, id) : path,
  ]),
) as { readonly [Name in keyof Routes]: Address<Routes[Name]['path']> };
