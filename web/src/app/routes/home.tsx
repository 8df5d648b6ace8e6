export function Component() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 text-center">
      <h1 className="text-4xl font-bold text-teal-800">Roommate Finder</h1>
      <p className="mt-4 text-lg text-slate-700">
        Connecting individuals with compatible roommates based on location, budget, lifestyle and interests.
      </p>
    </section>
  );
}
