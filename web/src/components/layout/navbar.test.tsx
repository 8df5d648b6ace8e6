import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Navbar } from './navbar';
import { paths } from '@/config/paths';

function renderNavbar(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Navbar account={<span>account</span>} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('the navigation bar', () => {
  it('shows the five navigation links to everyone', () => {
    renderNavbar('/');
    const links = within(within(mainNav()).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Add to Find Roommate', paths.addListing],
      ['Browse Listing', paths.browse],
      ['My Listings', paths.myListings],
      ['DashBoard', paths.users],
    ]);
  });

  it('highlights the link of the current page only', () => {
    renderNavbar(paths.browse);
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Browse Listing' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Browse Listing' })).toHaveClass('bg-teal-700');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveClass('bg-teal-700');
  });

  it('toggles the menu with the hamburger button, and Escape closes it', async () => {
    const user = renderNavbar('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).toBe(within(mainNav()).getByRole('list'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu when a link is chosen', async () => {
    const user = renderNavbar('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.click(within(mainNav()).getByRole('link', { name: 'My Listings' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
