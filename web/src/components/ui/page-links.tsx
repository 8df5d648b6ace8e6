import { useT } from '@/lib/i18n/locale-provider';
import { Link } from 'react-router-dom';
import { buttonClass } from './button-class';

interface PageLinksProps {
  /** What is paged, for assistive technology ("Pages of listings"). */
  label: string;
  /** The address of the first page; absent on the first page. */
  firstPage?: string | undefined;
  /** The address of the next page; absent on the last page. */
  nextPage?: string | undefined;
}

/**
 * Links between the pages of a cursor-paged list. Each page has its own
 * address, so a reload shows the same page and Back returns to the one before.
 */
export function PageLinks({ label, firstPage, nextPage }: PageLinksProps) {
  const { t } = useT();
  if (firstPage === undefined && nextPage === undefined) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {firstPage === undefined ? (
        <span />
      ) : (
        <Link to={firstPage} className={buttonClass('ghost')}>
          {t('pageLinks.first')}
        </Link>
      )}
      {nextPage === undefined ? null : (
        <Link to={nextPage} className={buttonClass('outline')}>
          {t('pageLinks.next')}
        </Link>
      )}
    </nav>
  );
}

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
