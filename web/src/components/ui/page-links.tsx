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
