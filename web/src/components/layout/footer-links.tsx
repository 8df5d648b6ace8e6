import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import { Link } from 'react-router-dom';
import { scrollToTop } from './scroll-to-top';

export const footerLinkClass =
  'rounded text-teal-100 transition-colors hover:text-amber-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300';

/** One titled column of in-app links in the footer. */
export function FooterLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; label: MessageId }[];
}) {
  const { t } = useT();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-amber-300 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            {/* preventScrollReset: the smooth scroll brings the page up, rather than a jump. */}
            <Link to={link.to} preventScrollReset onClick={scrollToTop} className={footerLinkClass}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
