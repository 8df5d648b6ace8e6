/** docs/product.md, "Screens": /dashboard shows only the word Dashboard (the DashBoard links go to /users). */
export function Component() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-5xl items-center justify-center px-4 py-16">
      <title>Dashboard · Roommate Finder</title>
      <h1 className="text-4xl font-bold tracking-tight text-teal-900">Dashboard</h1>
    </section>
  );
}
