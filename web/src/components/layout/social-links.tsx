import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
// The icons are one SVG file of symbols, not paths in the first page's code: the footer is
// below the first screen, and the file comes once and stays in the browser's cache.
import socialIcons from './social-icons.svg?no-inline';
/** The four social profiles of the footer, each with its icon's symbol in social-icons.svg; they open in a new tab. */
const SOCIAL_LINKS = [
  {
    label: 'social.facebook',
    href: 'https://www.facebook.com/',
    icon: 'facebook',
  },
  {
    label: 'social.x',
    href: 'https://x.com/',
    icon: 'x',
  },
  {
    label: 'social.instagram',
    href: 'https://www.instagram.com/',
    icon: 'instagram',
  },
  {
    label: 'social.linkedin',
    href: 'https://www.linkedin.com/',
    icon: 'linkedin',
  },
] as const satisfies readonly { label: MessageId; href: string; icon: string }[];

export function SocialLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useT();
  return (
    <ul className="mt-5 flex gap-3">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.opensInNewTab', { name: t(link.label) })}
            onClick={onNavigate}
            className="inline-flex size-10 items-center justify-center rounded-full bg-teal-800 text-teal-50 transition-colors hover:bg-amber-400 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
          >
            <svg aria-hidden="true" className="size-5">
              <use href={`${socialIcons}#${link.icon}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
