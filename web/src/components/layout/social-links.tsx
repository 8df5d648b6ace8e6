import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';

/**
 * The four social profiles of the footer, each with its icon's path in a 24 x 24 box; they open
 * in a new tab. Drawn in the page, not pointed into an SVG file, which the browser would build a
 * document for (docs/architecture.md, "Keeping the first page light").
 */
const SOCIAL_LINKS = [
  {
    label: 'social.facebook',
    href: 'https://www.facebook.com/',
    iconPath: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.9c0-.6.3-.9.5-.9z',
  },
  {
    label: 'social.x',
    href: 'https://x.com/',
    iconPath:
      'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.3l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  },
  {
    label: 'social.instagram',
    href: 'https://www.instagram.com/',
    iconPath:
      'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3.1 15.7 3c-1.5-.1-5.9-.1-7.4 0-1.5.1-2.8.4-3.8 1.5S3.1 6.8 3 8.3c-.1 1.5-.1 5.9 0 7.4.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5c1.5.1 5.9.1 7.4 0 1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8c.1-1.5.1-5.9 0-7.4zm-2 9.2a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3a3 3 0 0 1 1.7-1.7C7.9 4.7 10.7 4.8 12 4.8s4.1-.1 5.3.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3z',
  },
  {
    label: 'social.linkedin',
    href: 'https://www.linkedin.com/',
    iconPath:
      'M6.9 21H3.2V9h3.7zM5 7.4a2.1 2.1 0 1 1 0-4.3 2.1 2.1 0 0 1 0 4.3zM21 21h-3.7v-5.8c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H9.4V9h3.5v1.6h.1c.5-.9 1.7-2 3.5-2 3.8 0 4.5 2.5 4.5 5.7z',
  },
] as const satisfies readonly { label: MessageId; href: string; iconPath: string }[];

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
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
              <path fill="currentColor" d={link.iconPath} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
