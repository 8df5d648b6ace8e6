// Work in progress: the screen of this route is being built (issue 4).
export function Component() {
  return <h1 className="px-4 py-16 text-center text-3xl font-bold">Browse Listing</h1>;
}
