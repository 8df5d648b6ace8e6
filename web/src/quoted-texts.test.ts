// @vitest-environment node
/**
 * The texts that must stay exact (docs/product.md, "Texts that must stay
 * exact"), each in the component that shows it. A file is read as the
 * TypeScript compiler sees it, and only what it can show counts: string and
 * template literals and the text of JSX elements, never comments. So removing
 * the users table's 'X' button fails this test, although the footer's X link
 * and many comments still say X. Texts with a value in them ({n}, {name}) are
 * matched with any expression in the value's place. A text the file shows
 * through the English catalogue (lib/i18n/messages/en.json) counts when the
 * file names the message's id: `t('nav.home')` shows 'Home'.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Read as text: the app's build turns an imported catalogue into syntax trees.
const ENGLISH = JSON.parse(
  readFileSync(new URL('./lib/i18n/messages/en.json', import.meta.url), 'utf8'),
) as Record<string, string>;
/** A catalogue message as the file would show it: each ICU value ({year, number}) as `{…}`. */
const catalogueText = (id: string) => ENGLISH[id]?.replace(/\{[^{}]*\}/g, '{…}');

const SHOWN_IN: Record<string, string[]> = {
  'components/layout/nav-links.ts': [
    'Home',
    'Add to Find Roommate',
    'Browse Listing',
    'My Listings',
    'DashBoard',
  ],
  'components/layout/footer.tsx': [
    'Quick Links',
    'Home',
    'Add to Find Roommate',
    'Browse Listings',
    'My Listings',
    'Resources',
    'Signup',
    'DashBoard',
    'Privacy Policy',
    'Terms & Conditions',
    'Contact Us',
    '{year} Roommate Finder. All rights reserved.',
  ],
  'components/layout/brand-logo.tsx': ['Roommate Finder'],
  'components/layout/social-links.tsx': ['Facebook', 'X', 'Instagram', 'LinkedIn'],
  'components/layout/page-loader.tsx': ['Loading...'],
  'features/auth/components/account-menu.tsx': ['Login'],
  'features/auth/components/signed-in-account-menu.tsx': [
    'Logout',
    'No Name',
    'My matches',
    'My roommate profile',
    'Change photo',
  ],
  'features/roommates/components/photo-manager.tsx': [
    'Choose photos',
    'Take a photo',
    'Make cover',
    'Remove',
    'Describe this photo (optional)',
    'Try again',
    'Uploads when you save',
  ],
  'features/roommates/components/listing-gallery.tsx': ['Full size', 'No photos yet'],
  'features/auth/components/photo-file-field.tsx': ['Or upload a photo'],
  'features/roommates/habit-texts.ts': [
    'Great match',
    'Good match',
    'Fair match',
    "Doesn't matter",
    'Matters',
    'Matters a lot',
    'Quiet after 11 pm',
    'No smoking indoors',
    'You both {phrase}',
    'Neither of you smokes',
    'Skip',
    'They {phrase}; you {short}',
  ],
  'features/roommates/components/listing-form.tsx': ['Select availability', '{label} (optional)'],
  'app/routes/profile.tsx': ['Your roommate profile', 'Profile saved'],
  'features/matching/components/profile-form.tsx': ['Save my profile'],
  'features/matching/components/profile-invitation.tsx': ['Make my roommate profile'],
  'app/routes/matches.tsx': ['Your matches', 'No matches yet'],
  'features/matching/components/top-matches.tsx': ['Your best matches', 'All my matches', 'Edit my profile'],
  'features/matching/components/top-matches-loading.tsx': ['Loading your matches...'],
  'app/not-found-screen.tsx': ['Page Not Found', 'Go Back Home'],
  'app/routes/add-listing.tsx': ['Added New Roommate', 'Roommate added successfully!'],
  'app/routes/update-listing.tsx': ['Roommate updated successfully'],
  'app/routes/dashboard.tsx': ['Dashboard'],
  'app/routes/terms.tsx': ['last updated August 2025'],
  'app/routes/privacy.tsx': ['last updated August 2025'],
  'features/home/components/hero-slider.tsx': [
    'Find Your Perfect Roommate',
    'Connect with Verified People',
    'Start Your Journey Today',
    'Discover compatible roommates who share your lifestyle and goals.',
    'Sign Up Now',
    'Share Your Space',
    'Post Listings Easily',
    'Invite New Vibes In',
    'Post listings and connect with others looking for a home just like you.',
    'Browse Listing',
    'Live Together Happily',
    'Build Stronger Bonds',
    'Create Shared Memories',
    'Find harmony in your living space with like-minded people.',
    'Add Roommate',
  ],
  'features/roommates/components/featured-roommates.tsx': [
    'Find Your Perfect Roommate',
    'Loading featured roommates...',
  ],
  'features/roommates/components/featured-card.tsx': ['See more'],
  'features/home/components/intro-cards.tsx': ['Find a Home', 'Find a Roommate', 'Pet-friendly Homes'],
  'features/home/components/achievements.tsx': ['Users', 'Projects', 'Happy Clients', 'Countries'],
  'features/home/components/contact-support.tsx': ['Contact Support'],
  'features/roommates/components/listings-table.tsx': ['See more', 'No data available'],
  'features/roommates/components/listing-details.tsx': [
    'Go Back',
    'Sign in to see how to contact the owner',
    'Message the owner: their number shows once they reply',
  ],
  'features/roommates/listing-labels.ts': [
    'Everyone, visitors included',
    'Signed-in people only',
    'Only people I reply to in messages',
  ],
  'features/messages/components/message-owner.tsx': ['Message the owner', 'Sign in to message the owner'],
  'features/messages/components/message-box.tsx': ['Send', 'Sending...'],
  'app/routes/messages.tsx': ['Messages'],
  'features/messages/components/inbox.tsx': ['No messages yet', 'You:'],
  'features/messages/components/conversation-view.tsx': [
    'Earlier messages',
    'Block {name}',
    'Unblock {name}',
    'You cannot message this person.',
  ],
  'features/messages/components/message-list.tsx': ['Sending...', 'Try again', 'Discard'],
  'features/messages/message-time.ts': ['Today', 'Yesterday'],
  'features/roommates/components/listing-filters.tsx': ['More filters', 'Best match'],
  'app/routes/browse-listings.tsx': [
    'This search cannot be answered: {message}',
    'The min rent is more than the max rent, so no listing can match: change one of them.',
  ],
  'components/ui/page-links.tsx': ['Next page', 'First page'],
  'features/roommates/components/like-button.tsx': ['Like ({n})'],
  'app/routes/listing-details.tsx': ['{n} people interested'],
  'app/routes/featured-details.tsx': ['{n} people liked this'],
  'features/auth/components/sign-in-form.tsx': [
    'Remember me',
    'Forgot password?',
    'Sign in',
    'Oops! ❌',
    'Login failed: {message}',
    'Try Again',
    'Welcome back, {name}!',
    "You've successfully logged in. Let's get started!",
  ],
  'features/auth/components/google-sign-in-button.tsx': [
    'Sign in with Google',
    'Welcome back, {name}! 🎉',
    "You've successfully logged in with Google. Let's get started!",
  ],
  'features/auth/components/sign-up-form.tsx': [
    'Sign up',
    'Invalid Password',
    'Sign Up Failed',
    'Failed to save profile',
    'Your account is created',
    'Your account is created, but the photo could not be uploaded',
  ],
  'features/auth/password-rules.ts': [
    'Password must have at least 1 uppercase letter',
    'Password must have at least 1 lowercase letter',
    'Password must be at least 6 characters long',
  ],
  'features/auth/log-out.ts': [
    'Are you sure?',
    'You will be logged out from your account!',
    'Yes, logout!',
    'Cancel',
    'Logged Out!',
    'You have successfully logged out.',
    'Error!',
  ],
  'components/ui/use-confirmed-delete.ts': [
    'Are you sure?',
    "You won't be able to revert this!",
    'Yes, delete it!',
    'Deleted!',
  ],
  'features/roommates/components/my-listings-table.tsx': ['Roommate has been deleted.'],
  'features/users/components/users-directory.tsx': [
    '{n} Users',
    'Total registered users',
    'No users found.',
    'Your user has been deleted.',
  ],
  'features/users/components/users-table.tsx': ['X'],
  'features/users/format-last-sign-in.ts': ['N/A'],
};

/** What a file can show: its string and template literals, and each JSX element's text, `{…}` for a value. */
function shownTexts(code: string): string[] {
  const source = ts.createSourceFile('shown.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const jsxText = (children: ts.NodeArray<ts.JsxChild>) =>
    children
      .map((child) => {
        if (ts.isJsxText(child)) return child.text;
        if (!ts.isJsxExpression(child)) return ' ';
        if (!child.expression) return '';
        return ts.isStringLiteral(child.expression) ? child.expression.text : '{…}';
      })
      .join('');
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push(node.text);
      const message = catalogueText(node.text);
      if (message !== undefined) texts.push(message);
    } else if (ts.isTemplateExpression(node))
      texts.push(node.head.text + node.templateSpans.map((span) => `{…}${span.literal.text}`).join(''));
    else if (ts.isJsxElement(node) || ts.isJsxFragment(node)) texts.push(jsxText(node.children));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The quoted text, a value's expression where it has {n} or {name}, not inside a longer word. */
const patternFor = (quoted: string) =>
  new RegExp(
    `(?<![\\w])${quoted
      .split(/\{[^}]+\}/)
      .map(escape)
      .join('\\{…\\}')}(?![\\w])`,
  );

describe.each(Object.entries(SHOWN_IN))('%s shows', (file, quotedTexts) => {
  const texts = shownTexts(readFileSync(new URL(file, import.meta.url), 'utf8'));
  it.each(quotedTexts)('%s', (quoted) => {
    const pattern = patternFor(quoted);
    expect(
      texts.filter((text) => pattern.test(text)),
      `"${quoted}" is not shown by ${file}`,
    ).not.toEqual([]);
  });
});

describe('the check itself', () => {
  const shows = (code: string, quoted: string) =>
    shownTexts(code).some((text) => patternFor(quoted).test(text));

  it('counts JSX text, literals and templates, with a value in place of {n}', () => {
    expect(shows('const a = <button className="x">X</button>;', 'X')).toBe(true);
    expect(shows("showDialog({ title: 'Deleted!' });", 'Deleted!')).toBe(true);
    expect(shows('const a = <p>Like ({count})</p>;', 'Like ({n})')).toBe(true);
    expect(shows('const t = `${likes} people liked this`;', '{n} people liked this')).toBe(true);
  });

  it("counts a catalogue message by its id, the message's values as `{…}`", () => {
    expect(shows("const a = <a>{t('nav.home')}</a>;", 'Home')).toBe(true);
    expect(shows("t('footer.copyright', { year })", '{year} Roommate Finder. All rights reserved.')).toBe(
      true,
    );
    expect(shows("const a = <a>{t('nav.home')}</a>;", 'Browse Listing')).toBe(false);
  });

  it('ignores comments and parts of longer words', () => {
    expect(shows("// The 'X' button removes a row.\nconst a = <button>Remove</button>;", 'X')).toBe(false);
    expect(shows('/** Home */ const a = <p>Homes</p>;', 'Home')).toBe(false);
  });
});
