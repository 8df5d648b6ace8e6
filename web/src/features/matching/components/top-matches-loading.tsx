/** What the home page's matches section says while its code or its data loads. */
export function TopMatchesLoading() {
  return (
    <p role="status" className="px-4 py-10 text-center font-medium text-slate-700">
      Loading your matches...
    </p>
  );
}
