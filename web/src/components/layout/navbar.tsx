import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';
import { NAV_LINKS } from './nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-full px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
    isActive ? 'bg-teal-700 text-white shadow-sm' : 'text-slate-700 hover:bg-teal-50 hover:text-teal-900'
  }`;

/**
 * The top bar of every page. Below the lg breakpoint the five links fold into
 * a menu behind a hamburger button. `account` is the sign-in state's corner
 * (Login button or avatar) and `messages` the way to Messages with its unread badge, beside it
 * at every width; both given by the app so that layout stays free of auth and messages.
 * `moreLinks` are links only some people have (a moderator's 'Moderation').
 */
export function Navbar({
  account,
  messages,
  moreLinks = [],
}: {
  account: ReactNode;
  messages?: ReactNode;
  moreLinks?: readonly { to: string; label: MessageId }[] | undefined;
}) {
  const { t } = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      {/* Escape from anywhere in the bar closes the menu; the keys come from its links and button. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <nav
        aria-label={t('nav.label')}
        onKeyDown={closeOnEscape}
        className="relative mx-auto flex h-16 max-w-7xl items-center gap-1.5 px-3 sm:gap-3 sm:px-6"
      >
        <button
          ref={toggleRef}
          type="button"
          aria-label={t('nav.menu')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 lg:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor">
            {menuOpen ? (
              <path strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
            ) : (
              <path strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
            )}
          </svg>
        </button>

        <Link
          to={paths.home}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700"
        >
          <BrandLogo nameOnlyForScreenReadersWhenNarrow />
        </Link>

        <ul
          id={menuId}
          className={`${
            menuOpen ? 'flex' : 'hidden'
          } absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white p-4 shadow-lg lg:static lg:mx-auto lg:flex lg:flex-row lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
        >
          {[...NAV_LINKS, ...moreLinks].map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === paths.home}
                className={linkClass}
                onClick={() => setMenuOpen(false)}
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li className="mt-2 lg:mt-0 lg:ml-2 lg:self-center">
            <LanguageSwitch onSwitched={() => setMenuOpen(false)} />
          </li>
        </ul>

        <div className="ml-auto flex items-center gap-1 sm:gap-2 lg:ml-0">
          {messages}
          {account}
        </div>
      </nav>
    </header>
  );
}
