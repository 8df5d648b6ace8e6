/**
 * The addresses of the pages of a cursor-paged list, apart from the links that show them
 * (page-links.tsx): the error page of any screen leads to a list's first page with them, without
 * the links' component.
 */

/** The No. of the first row of the page an address names (`?from=21`), 1 on the first page. */
export function firstRowOf(params: URLSearchParams): number {
  const from = Number(params.get('from'));
  return Number.isInteger(from) && from > 1 ? from : 1;
}

/**
 * The address of the next page: the same search with the cursor the API
 * answered, and the No. its first row has after the `shown` rows of this page.
 */
export function nextPageSearch(params: URLSearchParams, cursor: string, shown: number): string {
  const next = new URLSearchParams(params);
  next.set('cursor', cursor);
  next.set('from', String(firstRowOf(params) + shown));
  return `?${next}`;
}

/** The address of the first page of the same search. */
export function firstPageSearch(params: URLSearchParams): string {
  const first = new URLSearchParams(params);
  first.delete('cursor');
  first.delete('from');
  return first.size > 0 ? `?${first}` : '?';
}
