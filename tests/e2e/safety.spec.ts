/**
 * Trust and safety in the browser (docs/product.md, "Trust and safety"): a person reports a
 * listing, a moderator made one by `npm run admin -- grant` hides it on /admin, and it is gone
 * for a visitor and marked for its owner; a person reported on the users screen is suspended
 * and can no longer sign in; /admin is 'Page Not Found' for everyone else, in English and
 * Bangla; a new account sees the verification notice and, once it has followed the Auth
 * emulator's link, the 'Verified e-mail' badge; a conversation carries the safety notice and
 * a warning beside a message that asks for an advance, which its reader may report.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { REPO_ROOT } from '../../scripts/lib/paths';
import { api } from '../support/api';
import { grantModerator, uniqueTag } from '../support/auth-emulator';
import { accountsAndListings, listingInput } from '../support/listings';
import { passwordSession, signInThroughForm, signUpPool } from './helpers/accounts';
import { axeViolations } from './helpers/axe';
import { startConversation } from './helpers/conversations';
import { waitForPageLoader } from './helpers/page-loader';
import { paths } from '../../web/src/config/paths';

const { accounts, listings, deleteAll } = accountsAndListings();
test.afterAll(deleteAll);

const run = promisify(execFile);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A page of its own (cookies, storage and session) for one person. */
async function personPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a person reports a listing; a moderator hides it on /admin, and it is gone for a visitor and marked for its owner', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const owner = await accounts.create();
  const listing = await listings.create(owner, {
    title: `Seat by the lake ${tag}`,
    location: `Lake Road ${tag}, Sylhet`,
  });
  const title = listing.input.title;
  const search = `${paths.browse}?q=${encodeURIComponent(`Lake Road ${tag}`)}`;

  // A visitor finds it.
  const visitor = await personPage(browser);
  await visitor.goto(search);
  await expect(visitor.getByRole('table')).toContainText(title);

  // A signed-in person reports it as a scam, from its page.
  const reporter = await accounts.create();
  const reporting = await personPage(browser);
  await signInThroughForm(
    reporting,
    reporter,
    `${paths.signIn}?redirectTo=${encodeURIComponent(paths.listing(listing.id))}`,
  );
  await expect(reporting.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reporting.getByRole('complementary', { name: 'Stay safe' })).toContainText(
    'Never send an advance',
  );
  // From the keyboard, Escape closes it and gives the focus back to 'Report'.
  await reporting.getByRole('button', { name: 'Report' }).focus();
  await reporting.keyboard.press('Enter');
  const dialog = reporting.getByRole('dialog', { name: `Report the listing “${title}”` });
  await expect(dialog).toBeVisible();
  await reporting.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reporting.getByRole('button', { name: 'Report' })).toBeFocused();
  await reporting.getByRole('button', { name: 'Report' }).click();
  await dialog.getByRole('radio', { name: 'Scam' }).check();
  const details = `Asked for 3,000 taka by bKash before I could see the seat (${tag}).`;
  await dialog.getByLabel('Details (optional)').fill(details);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const thanks = reporting.getByRole('dialog', { name: 'Thank you for your report' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Close' }).click();
  await expect(thanks).toBeHidden();
  await expect(reporting.getByRole('button', { name: 'Report' })).toBeFocused();

  // A moderator, made one by the command of the README.
  const person = await accounts.create();
  const granted = await run('npm', ['run', '--silent', 'admin', '--', 'grant', person.email], {
    cwd: REPO_ROOT,
    timeout: 60_000,
  });
  expect(granted.stdout).toContain(`${person.email} (${person.uid}) is now a moderator`);
  const moderating = await personPage(browser);
  await signInThroughForm(moderating, person);
  await mainNav(moderating).getByRole('link', { name: 'Moderation' }).click();
  await expect(moderating).toHaveURL(paths.admin);
  const group = moderating.getByRole('article', { name: title });
  await expect(group.getByRole('list', { name: 'Reasons' })).toHaveText('Scam × 1');
  await expect(group).toContainText(details);
  await expect(group).toContainText(`by ${reporter.name} (${reporter.email})`);
  await group.getByLabel('Note for the history').fill(`Advance asked before a viewing (${tag})`);
  await group.getByRole('button', { name: 'Hide listing' }).click();
  await expect(moderating.getByRole('dialog', { name: 'Listing hidden' })).toBeVisible();
  await expect(group).toHaveCount(0);

  // Its reports are closed, and the history says who did what, and why.
  await moderating.getByRole('link', { name: 'Closed reports' }).click();
  const closed = moderating.getByRole('article', { name: title });
  await expect(closed).toContainText('Hidden by a moderator');
  await expect(closed.getByRole('button', { name: 'Restore listing' })).toBeVisible();
  await moderating.getByRole('link', { name: 'Action history' }).click();
  await expect(
    moderating.getByRole('row').filter({ hasText: `Advance asked before a viewing (${tag})` }),
  ).toContainText(person.email);

  // Gone for a visitor: from Browse Listing, and its page.
  await visitor.goto(search);
  await expect(visitor.getByText('No data available')).toBeVisible();
  await visitor.goto(paths.listing(listing.id));
  await expect(visitor.getByRole('heading', { name: 'Listing not found' })).toBeVisible();

  // Its owner still has it, marked, and its page says why.
  const owning = await personPage(browser);
  await signInThroughForm(
    owning,
    owner,
    `${paths.signIn}?redirectTo=${encodeURIComponent(paths.myListings)}`,
  );
  await expect(owning.getByRole('row').filter({ hasText: title })).toContainText('Hidden by a moderator');
  await owning.goto(paths.listing(listing.id));
  await expect(owning.getByRole('note')).toContainText(
    'Only its owner and the moderators can see this listing',
  );
});

test('a person reported on the users screen is suspended by a moderator: their open tab is signed out at once, and they can no longer sign in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const target = await accounts.create();
  const reporter = await accounts.create();
  const reporting = await personPage(browser);
  await signInThroughForm(reporting, reporter);
  // The list shows the most recently active first: the person's record, saved now, is on its first page.
  expect((await api('/users', { method: 'POST', token: target.idToken, body: {} })).status).toBe(201);
  await mainNav(reporting).getByRole('link', { name: 'DashBoard' }).click();
  await reporting.getByRole('button', { name: `Report ${target.name}` }).click();
  const dialog = reporting.getByRole('dialog', { name: `Report ${target.name}` });
  // A person is not 'Already rented'.
  await expect(dialog.getByRole('radio')).toHaveCount(5);
  await dialog.getByRole('radio', { name: 'Harassment' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporting.getByRole('dialog', { name: 'Thank you for your report' })).toBeVisible();

  // The person is signed in in a tab of their own, which stays open through the suspension.
  const targetTab = await personPage(browser);
  await signInThroughForm(targetTab, target);
  await expect(mainNav(targetTab).getByRole('button', { name: `Account: ${target.name}` })).toBeVisible();

  const moderator = await grantModerator(await accounts.create());
  const moderating = await personPage(browser);
  await signInThroughForm(
    moderating,
    moderator,
    `${paths.signIn}?redirectTo=${encodeURIComponent(paths.admin)}`,
  );
  const group = moderating.getByRole('article', { name: target.name });
  await expect(group).toContainText(target.email);
  await expect(group.getByRole('list', { name: 'Reasons' })).toHaveText('Harassment × 1');
  await group.getByLabel('Note for the history').fill('Calls people late at night after a no');
  await group.getByRole('button', { name: 'Suspend person' }).click();
  const confirm = moderating.getByRole('dialog', { name: `Suspend ${target.name}?` });
  await expect(confirm).toContainText('They are signed out at once and cannot sign in');
  await confirm.getByRole('button', { name: 'Suspend person' }).click();
  await expect(moderating.getByRole('dialog', { name: 'Person suspended' })).toBeVisible();

  // Their open tab's next call to the API is refused as the account's: the tab signs out and says why.
  await targetTab.keyboard.press('Escape');
  await mainNav(targetTab).getByRole('link', { name: 'My Listings' }).click();
  const signedOut = targetTab.getByRole('dialog', { name: 'Logged Out!' });
  await expect(signedOut).toContainText('This account has been disabled.');
  await signedOut.getByRole('button', { name: 'OK' }).click();
  await expect(mainNav(targetTab).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(mainNav(targetTab).getByRole('button', { name: `Account: ${target.name}` })).toHaveCount(0);

  // The suspended person's sign-in is refused.
  const suspended = await personPage(browser);
  await suspended.goto(paths.signIn);
  await suspended.getByLabel('Email').fill(target.email);
  await suspended.getByLabel('Password').fill(target.password);
  await suspended.getByLabel('Remember me').check();
  await suspended.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(suspended.getByRole('dialog', { name: 'Oops! ❌' })).toContainText(
    'This account has been disabled.',
  );
});

test("a signed-in person who is not a moderator finds no 'Moderation' link, and /admin is 'Page Not Found', in English and Bangla", async ({
  page,
}) => {
  const person = await accounts.create();
  await signInThroughForm(page, person);
  await expect(mainNav(page).getByRole('link', { name: 'DashBoard' })).toBeAttached();
  await expect(mainNav(page).getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  await page.goto(paths.admin);
  await waitForPageLoader(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Moderation' })).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('roommate-finder:locale', 'bn'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'পেজটি পাওয়া যায়নি' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'মডারেশন' })).toHaveCount(0);
});

test('a conversation shows the safety notice, the owner verified, and the money warning beside a message asking for an advance', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const verified = { aged: { createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000), emailVerified: true } };
  const [owner, asker] = [await accounts.create(verified), await accounts.create(verified)];
  const listing = await listings.create(owner);
  const id = await startConversation(asker, listing.id, 'Is the seat still free? Can I see it on Friday?');
  const advance = `Yes. Send 5,000 taka advance by bKash to 01712345678 first, then I show the seat (${uniqueTag()})`;
  const reply = await api(`/conversations/${id}/messages`, {
    method: 'POST',
    token: owner.idToken,
    body: { text: advance },
  });
  expect(reply.status).toBe(201);

  const page = await personPage(browser);
  await signInThroughForm(
    page,
    asker,
    `${paths.signIn}?redirectTo=${encodeURIComponent(paths.conversation(id))}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
  await expect(page.getByRole('main').getByText('Verified e-mail')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Stay safe' })).toContainText('Never send an advance');
  const theirs = page.getByRole('listitem').filter({ hasText: advance });
  await expect(theirs.getByRole('note')).toContainText('This message asks for money.');
  // The asker's own question asks for nothing: no warning beside it.
  await expect(page.getByRole('note').filter({ hasText: 'asks for money' })).toHaveCount(1);

  // The warning and the report buttons beside messages pass axe, on a computer and on a phone.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
  }

  // The reader reports the message.
  await theirs.getByRole('button', { name: `Report this message from ${owner.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Report this message from ${owner.name}` });
  await dialog.getByRole('radio', { name: 'Scam' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your report' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Thank you for your report' })
    .getByRole('button', { name: 'Close' })
    .click();

  // In Bangla too.
  await page.evaluate(() => localStorage.setItem('roommate-finder:locale', 'bn'));
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'সাবধান থাকুন' })).toBeVisible();
  await expect(theirs.getByRole('note')).toContainText('এই মেসেজে টাকা চাওয়া হয়েছে।');
});

test.describe('verifying an e-mail address', () => {
  const signUps = signUpPool();
  test.afterAll(() => signUps.deleteAll());

  test("a new account sees the notice, and after following the emulator's link, the 'Verified e-mail' badge", async ({
    page,
  }) => {
    const tag = uniqueTag();
    const person = await signUps.throughForm(page, {
      name: `Verify Person ${tag}`,
      email: `verify-${tag}@example.com`,
      photoURL: 'http://127.0.0.1:5000/avatars/sadia.svg',
    });
    // A listing posted before the address is verified gets the badge once it is.
    const session = await passwordSession(person.email, person.password);
    const posted = await api<{ insertedId: string }>('/roommates', {
      method: 'POST',
      token: session.idToken,
      body: listingInput(),
    });
    expect(posted.status).toBe(201);
    const listingId = posted.body.insertedId;

    const notice = page.getByRole('region', { name: 'Please verify your e-mail address' });
    await expect(notice).toContainText(`We sent a link to ${person.email}.`);
    // Not yet: the notice says so.
    await notice.getByRole('button', { name: 'I have opened the link' }).click();
    await expect(notice.getByRole('status')).toHaveText(
      'Not verified yet: open the link in the e-mail first.',
    );
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await expect(notice.getByRole('status')).toHaveText(
      'Sent: look for the link in your inbox (and in spam).',
    );

    // The Auth emulator holds the links it "sent" (sign-up's and the one sent again): follow one.
    const { oobCodes } = (await (
      await fetch('http://127.0.0.1:9099/emulator/v1/projects/demo-roommate-finder/oobCodes')
    ).json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
    const links = oobCodes.filter(
      (code) => code.email === person.email && code.requestType === 'VERIFY_EMAIL',
    );
    expect(links).toHaveLength(2);
    const followed = await page.context().newPage();
    await followed.goto(links.at(-1)!.oobLink);
    await expect(followed.getByText('The email has been successfully verified.')).toBeVisible();
    await followed.close();

    await notice.getByRole('button', { name: 'I have opened the link' }).click();
    await expect(page.getByRole('dialog', { name: 'Your e-mail address is verified' })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // The badge, from the token the API verified: on the users screen, and on the person's listings.
    await page.goto(paths.users);
    await expect(
      page.getByRole('row').filter({ hasText: person.email }).getByText('Verified e-mail'),
    ).toBeVisible();
    await page.goto(paths.listing(listingId));
    await expect(page.getByRole('article').getByText('Verified e-mail')).toBeVisible();
    expect((await api(`/roommates/${listingId}`, { method: 'DELETE', token: session.idToken })).status).toBe(
      200,
    );
  });
});
