import { useT } from '@/lib/i18n/locale-provider';
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button-class';
import type { User } from 'firebase/auth';
import { logOutWithConfirmation } from '@/features/auth/log-out';
import { loadScreenMessages } from '@/lib/i18n/translator';

/** 'Change photo' loads its form, its texts and Firebase Auth's profile calls when opened. */
const ChangePhotoDialog = lazy(async () => {
  const [module] = await Promise.all([import('./change-photo-dialog'), loadScreenMessages('auth')]);
  return { default: module.ChangePhotoDialog };
});

/** True when focus came from the keyboard (not a tap or click), so the card opens only for keyboard users. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The account corner of a signed-in person: the avatar; hovering it, tabbing to it or
 * clicking it opens a card with the name, the email, 'Change photo', the person's matches
 * and roommate profile, and Logout. A chunk of its own (account-menu.tsx loads it once
 * someone is signed in), so a visitor's first page does not carry it.
 */
export function SignedInAccountMenu({ user }: { user: User }) {
  const { t } = useT();
  const cardId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Escape gives focus back to the avatar; that focus must not reopen the card.
  const focusingAfterEscape = useRef(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [changingPhoto, setChangingPhoto] = useState(false);
  const open = hovered || focused || clicked;

  const name = user.displayName?.trim() || t('account.noName');
  const close = () => {
    setHovered(false);
    setFocused(false);
    setClicked(false);
  };
  // Whether the mouse is over the corner, apart from whether the card shows: Escape or a link
  // closes the card under a mouse that stays, and moving that mouse must not reopen it.
  const mouseInside = useRef(false);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    mouseInside.current = true;
    setHovered(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    mouseInside.current = false;
    setHovered(false);
  };
  // A mouse that moves over the corner has entered it, even when its entering went unseen: React
  // loses an enter when the element the pointer came from was removed just before (a page that
  // replaced its content under a still mouse), and the card would then wait for a second try.
  const onPointerMove = (event: PointerEvent) => {
    if (!mouseInside.current) onPointerEnter(event);
  };
  const onFocus = (event: FocusEvent) => {
    if (focusingAfterEscape.current) focusingAfterEscape.current = false;
    else if (isKeyboardFocus(event.target)) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setFocused(false);
      setClicked(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      if (document.activeElement !== buttonRef.current) {
        focusingAfterEscape.current = true;
        buttonRef.current?.focus();
      }
    }
  };
  const logOut = async () => {
    close();
    await logOutWithConfirmation();
  };

  return (
    // Delegation only: the avatar button is the control; hover is a shortcut for mouse users.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="relative flex h-10 items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerMove={onPointerMove}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('account.label', { name })}
        aria-expanded={open}
        aria-controls={cardId}
        onClick={() => setClicked((value) => !value)}
        className="rounded-full ring-2 ring-teal-600 ring-offset-2 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700"
      >
        <Avatar src={user.photoURL} alt="" size={40} />
      </button>

      {/* pt-2 instead of a margin: the pointer crosses no gap between avatar and card. */}
      <div id={cardId} className={`${open ? 'block' : 'hidden'} absolute top-full right-0 z-50 w-72 pt-2`}>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-xl">
          <Avatar src={user.photoURL} alt="" size={64} className="mx-auto" />
          <p translate="no" className="mt-3 font-semibold break-words text-slate-900">
            {name}
          </p>
          <p translate="no" className="mt-1 text-sm break-all text-slate-600">
            {user.email}
          </p>
          <button
            type="button"
            onClick={() => {
              close();
              setChangingPhoto(true);
            }}
            className={buttonClass('ghost', 'sm', 'mt-2')}
          >
            {t('account.changePhoto')}
          </button>
          <div className="mt-4 grid gap-2">
            <Link to={paths.matches} onClick={close} className={buttonClass('outline', 'md', 'w-full')}>
              {t('account.matches')}
            </Link>
            <Link to={paths.profile} onClick={close} className={buttonClass('ghost', 'md', 'w-full')}>
              {t('account.profile')}
            </Link>
          </div>
          <button type="button" onClick={logOut} className={buttonClass('danger', 'md', 'mt-4 w-full')}>
            {t('account.logout')}
          </button>
        </div>
      </div>
      {changingPhoto ? (
        <Suspense fallback={null}>
          <ChangePhotoDialog
            user={user}
            onClose={() => {
              setChangingPhoto(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
