import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '@/testing/fake-user';
import { logOutWithConfirmation } from '@/features/auth/log-out';
import { AccountMenu } from './account-menu';
import { paths } from '@/config/paths';

const session = vi.hoisted(() => ({ user: null as User | null, initializing: false }));
vi.mock('@/features/auth/auth-provider', () => ({ useAuth: () => session }));
vi.mock('@/features/auth/log-out', () => ({ logOutWithConfirmation: vi.fn(async () => true) }));

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <AccountMenu /> }]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

/** Renders the corner of a signed-in person, once the menu's own code has loaded. */
async function renderSignedInMenu() {
  const user = renderMenu();
  await screen.findByRole('button', { name: /^Account/ });
  return user;
}

/** A pointer's move alone, with no enter before it (jsdom has no PointerEvent to carry the type). */
function pointerMove(target: Element, pointerType: 'mouse' | 'touch') {
  const event = createEvent.pointerMove(target);
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(target, event);
}

const avatarButton = () => screen.getByRole('button', { name: /^Account/ });
const card = () => document.getElementById(avatarButton().getAttribute('aria-controls')!)!;

beforeEach(() => {
  vi.clearAllMocks();
  session.user = null;
  session.initializing = false;
});

describe('the account corner of the navigation bar', () => {
  it('shows nothing but reserved space while the session is restored', () => {
    session.initializing = true;
    renderMenu();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers Login with the placeholder avatar when signed out', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', paths.signIn);
    // Drawn in the page: nothing is fetched for it.
    expect(document.querySelector('[data-avatar="placeholder"]')).toBeInTheDocument();
    expect(document.querySelector('img')).not.toBeInTheDocument();
  });

  it("shows the person's photo, and a card with name, email and Logout on hover", async () => {
    session.user = fakeUser();
    const user = await renderSignedInMenu();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(avatarButton().querySelector('img')).toHaveAttribute('src', '/avatars/ayesha.svg');
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'false');
    expect(card()).toHaveClass('hidden');

    await user.hover(avatarButton());
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'true');
    expect(card()).not.toHaveClass('hidden');
    expect(screen.getByText('Ayesha Rahman')).toBeVisible();
    expect(screen.getByText('ayesha@example.com')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logOutWithConfirmation).toHaveBeenCalledTimes(1);
  });

  it('opens the card when the mouse moves over the avatar even if its entering went unseen', async () => {
    session.user = fakeUser();
    await renderSignedInMenu();
    // A finger's move is not a hover.
    pointerMove(avatarButton(), 'touch');
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'false');
    // A mouse's move alone, as when React drops the enter of a pointer whose element was removed.
    pointerMove(avatarButton(), 'mouse');
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('ayesha@example.com')).toBeVisible();
  });

  it('keeps the card closed after Escape while the mouse that opened it moves on over it', async () => {
    session.user = fakeUser();
    const user = await renderSignedInMenu();
    await user.click(avatarButton());
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'false');
    pointerMove(avatarButton(), 'mouse');
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the card on keyboard focus, so Change photo, the matches, the profile and Logout can be reached with Tab', async () => {
    session.user = fakeUser();
    const user = await renderSignedInMenu();
    await user.tab();
    expect(avatarButton()).toHaveFocus();
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Change photo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'My matches' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'My matches' })).toHaveAttribute('href', paths.matches);
    await user.tab();
    expect(screen.getByRole('link', { name: 'My roommate profile' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'My roommate profile' })).toHaveAttribute('href', paths.profile);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(avatarButton()).toHaveFocus();
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes the card with a click (touch screens have no hover)', async () => {
    session.user = fakeUser();
    await renderSignedInMenu();
    fireEvent.click(avatarButton());
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(avatarButton());
    expect(avatarButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'No Name' when the account has no display name", async () => {
    session.user = fakeUser({ displayName: '' });
    await renderSignedInMenu();
    expect(avatarButton()).toHaveAccessibleName('Account: No Name');
    expect(screen.getByText('No Name')).toBeInTheDocument();
  });

  it('falls back to the placeholder when the photo is missing or does not load', async () => {
    session.user = fakeUser({ photoURL: null });
    await renderSignedInMenu();
    expect(avatarButton().querySelector('[data-avatar="placeholder"]')).toBeInTheDocument();
    expect(avatarButton().querySelector('img')).not.toBeInTheDocument();
  });

  it('replaces a broken photo with the placeholder', async () => {
    session.user = fakeUser({ photoURL: 'https://lh3.googleusercontent.com/a/gone=s96-c' });
    await renderSignedInMenu();
    const image = avatarButton().querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://lh3.googleusercontent.com/a/gone=s96-c');
    fireEvent.error(image);
    expect(avatarButton().querySelector('[data-avatar="placeholder"]')).toBeInTheDocument();
    expect(avatarButton().querySelector('img')).not.toBeInTheDocument();
  });
});
