// @vitest-environment node
/**
 * Every text that docs/product.md ("Texts that must stay exact") quotes is in the source
 * of the component that shows it, exactly as quoted. Texts with a value in
 * them ({n}, {name}) are matched with the value's expression in its place.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'testing' || entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Source text as shown: JSX line breaks are one space, entities are characters. */
const normalize = (text: string) =>
  text
    .replace(/\{' '\}/g, ' ')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const SOURCES = sourceFiles(SRC).map((path) => ({
  path: path.slice(SRC.length),
  text: normalize(readFileSync(path, 'utf8')),
}));

/** A value written into a template or JSX: ${count}, {count}, ({likes}). */
const VALUE = String.raw`(?:\$\{[^}]+\}|\{[^}]+\})`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const QUOTED = {
  '1. What the product does': ['Roommate Finder'],
  '2. Screens and routes': [
    'Added New Roommate',
    'Page Not Found',
    'Go Back Home',
    'Loading...',
    'Home',
    'Add to Find Roommate',
    'Browse Listing',
    'My Listings',
    'DashBoard',
    'Login',
    'Logout',
    'No Name',
    'Quick Links',
    'Browse Listings',
    'Resources',
    'Signup',
    'Privacy Policy',
    'Terms & Conditions',
    'Contact Us',
    'Facebook',
    'Instagram',
    'LinkedIn',
    'Roommate Finder. All rights reserved.',
    'Find Your Perfect Roommate',
    'Connect with Verified People',
    'Start Your Journey Today',
    'Discover compatible roommates who share your lifestyle and goals.',
    'Sign Up Now',
    'Share Your Space',
    'Post Listings Easily',
    'Invite New Vibes In',
    'Post listings and connect with others looking for a home just like you.',
    'Live Together Happily',
    'Build Stronger Bonds',
    'Create Shared Memories',
    'Find harmony in your living space with like-minded people.',
    'Add Roommate',
    'Loading featured roommates...',
    'See more',
    'Find a Home',
    'Find a Roommate',
    'Pet-friendly Homes',
    'Users',
    'Projects',
    'Happy Clients',
    'Countries',
    'Contact Support',
    'Select availability',
    'No data available',
    '{n} people interested',
    'Go Back',
    'Like ({n})',
    '{n} people liked this',
    'Remember me',
    'Forgot password?',
    'Sign in',
    'Sign in with Google',
    'Sign up',
    '{n} Users',
    'Total registered users',
    'X',
    'N/A',
    'No users found.',
    'Dashboard',
    'last updated August 2025',
  ],
  '5. Validation rules': [
    'Invalid Password',
    'Password must have at least 1 uppercase letter',
    'Password must have at least 1 lowercase letter',
    'Password must be at least 6 characters long',
  ],
  '7. The calls it makes': [
    'Roommate added successfully!',
    'Roommate updated successfully',
    'Deleted!',
    'Roommate has been deleted.',
  ],
  '8. Error catalogue': [
    'Error!',
    'Oops! ❌',
    'Login failed: {message}',
    'Try Again',
    'Sign Up Failed',
    'Failed to save profile',
    'Are you sure?',
    'You will be logged out from your account!',
    'Yes, logout!',
    'Cancel',
    'Logged Out!',
    'You have successfully logged out.',
    "You won't be able to revert this!",
    'Yes, delete it!',
    'Your user has been deleted.',
    'Welcome back, {name}!',
    "You've successfully logged in. Let's get started!",
    'Welcome back, {name}! 🎉',
    "You've successfully logged in with Google. Let's get started!",
    'Your account is created',
  ],
};

/** The quoted text, with a value's expression where it has {n} or {name}, not inside a longer word. */
const patternFor = (quoted: string) =>
  new RegExp(
    `(?<![\\w])${quoted
      .split(/\{[^}]+\}/)
      .map(escape)
      .join(VALUE)}(?![\\w])`,
  );

describe.each(Object.entries(QUOTED))('quoted texts: %s', (_section, texts) => {
  it.each(texts)('%s', (quoted) => {
    const pattern = patternFor(quoted);
    const found = SOURCES.filter(({ text }) => pattern.test(text));
    expect(
      found.map((file) => file.path),
      `"${quoted}" is in no component`,
    ).not.toEqual([]);
  });
});
