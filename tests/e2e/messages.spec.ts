/**
 * Conversations (docs/product.md, "Conversations", "Contact details"), in English and in
 * Bangla: two people in two browsers, the unread badge and the replies arriving without a
 * reload, the owner's number shown once they have replied, blocking; and a message that
 * could not be sent, kept with 'Try again' across a reload, as is a half-written one.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Message } from '@roommate-finder/contract/conversation';
import { api } from '../support/api';
import { uniqueTag, type TestAccount } from '../support/auth-emulator';
import { accountsAndListings } from '../support/listings';
import { signInThroughForm } from './helpers/accounts';
import { startConversation } from './helpers/conversations';
import { paths } from '../../web/src/config/paths';

const { accounts, listings, deleteAll } = accountsAndListings();
test.afterAll(deleteAll);

const LOCALE_KEY = 'roommate-finder:locale';
const toBangla = (n: number) => String(n).replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);

/** The texts the journeys look for, as each language writes them. */
const TEXTS = {
  en: {
    messageBox: 'Your message to the owner',
    afterReply: 'Message the owner: their number shows once they reply',
    badge: (count: number) => `Messages, ${count} unread`,
    writeTo: (name: string) => `Write to ${name}`,
    block: (name: string) => `Block ${name}`,
    unblock: (name: string) => `Unblock ${name}`,
    blockConfirm: 'Yes, block',
    cannotMessage: 'You cannot message this person.',
    notSent: 'Not sent: Could not reach Roommate Finder. Check your connection and try again.',
    tryAgain: 'Try again',
    pending: 'Messages not sent yet',
  },
  bn: {
    messageBox: 'মালিকের জন্য আপনার মেসেজ',
    afterReply: 'মালিককে মেসেজ দিন: তিনি উত্তর দিলে তাঁর নম্বর দেখা যাবে',
    badge: (count: number) => `মেসেজ, ${toBangla(count)}টি পড়া হয়নি`,
    writeTo: (name: string) => `${name}-কে লিখুন`,
    block: (name: string) => `${name}-কে ব্লক করুন`,
    unblock: (name: string) => `${name}-কে আনব্লক করুন`,
    blockConfirm: 'হ্যাঁ, ব্লক করুন',
    cannotMessage: 'আপনি এই মানুষটিকে মেসেজ দিতে পারবেন না।',
    notSent: 'পাঠানো যায়নি: Roommate Finder-এ পৌঁছানো গেল না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    tryAgain: 'আবার চেষ্টা করুন',
    pending: 'যে মেসেজ এখনো পাঠানো হয়নি',
  },
} as const;
type Locale = keyof typeof TEXTS;

/** The conversation's polls come every 10 seconds: what arrives shows within that, and a busy machine's slack. */
const POLLED = { timeout: 25_000 };

/** A signed-in person in a browser of their own, reading the site in `locale`. */
async function personIn(browser: Browser, account: TestAccount, locale: Locale, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, account);
  if (locale === 'bn') await page.evaluate((key) => localStorage.setItem(key, 'bn'), LOCALE_KEY);
  await page.goto(path);
  await loaded(page);
  return page;
}

/**
 * The loader of the first 2 seconds gone, and of the screen's data, which two browsers at once
 * on a busy two-core machine may take longer than that for.
 */
const loaded = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^(Loading|লোড হচ্ছে)\.\.\.$/ })).toBeHidden({
    timeout: 20_000,
  });

/** The conversation's messages, as its two people read them over the API. */
async function messagesOf(id: string, reader: TestAccount): Promise<string[]> {
  const response = await api<Message[]>(`/conversations/${id}/messages`, { token: reader.idToken });
  expect(response.status).toBe(200);
  return response.body.map((message) => message.text);
}

for (const locale of ['en', 'bn'] as const) {
  const text = TEXTS[locale];

  test.describe(`in ${locale === 'en' ? 'English' : 'Bangla'}`, () => {
    test("two people talk about a listing: the badge and the reply arrive without a reload, the owner's number shows after their reply, and a block stops the other", async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const [asker, owner] = await Promise.all([accounts.create(), accounts.create()]);
      const number = `01711-${uniqueTag().slice(0, 6)}`;
      const listing = await listings.create(owner, {
        contactInfo: number,
        contactVisibility: 'conversation',
      });

      // B, the owner, is on another screen of the site.
      const ownerPage = await personIn(browser, owner, locale, paths.browse);
      await expect(ownerPage.getByRole('link', { name: text.badge(1) })).toBeHidden();

      // A opens the listing: the number waits for the owner's reply; A writes to the owner.
      const askerPage = await personIn(browser, asker, locale, paths.listing(listing.id));
      await expect(askerPage.getByText(text.afterReply)).toBeVisible();
      await expect(askerPage.getByText(number)).toBeHidden();
      const question = `Is the room free from next month? ${uniqueTag()}`;
      await askerPage.getByLabel(text.messageBox).fill(question);
      await askerPage.getByLabel(text.messageBox).press('Enter');
      await expect(askerPage).toHaveURL(/\/messages\/[\w-]+$/);
      const conversationPath = new URL(askerPage.url()).pathname;
      await expect(askerPage.getByText(question, { exact: true })).toBeVisible();

      // B sees the unread badge appear without a reload, opens the conversation and replies.
      const badge = ownerPage.getByRole('link', { name: text.badge(1) });
      await expect(badge).toBeVisible(POLLED);
      await badge.click();
      await ownerPage.getByRole('link', { name: new RegExp(asker.name) }).click();
      await expect(ownerPage).toHaveURL(conversationPath);
      await expect(ownerPage.getByText(question, { exact: true })).toBeVisible();
      // Opening it marked it read: the badge goes.
      await expect(ownerPage.getByRole('link', { name: text.badge(1) })).toBeHidden();
      const reply = `Yes, come and see it on Friday. ${uniqueTag()}`;
      const ownerBox = ownerPage.getByRole('textbox', { name: text.writeTo(asker.name) });
      await ownerBox.fill(reply);
      await ownerBox.press('Enter');
      await expect(ownerPage.getByText(reply, { exact: true })).toBeVisible();

      // A sees the reply without a reload, and now the owner's number on the listing.
      await expect(askerPage.getByText(reply, { exact: true })).toBeVisible(POLLED);
      // Said to a screen reader too, politely.
      await expect(askerPage.getByRole('status').filter({ hasText: reply })).toBeAttached();
      await askerPage.getByRole('link', { name: listing.input.title }).click();
      await expect(askerPage.getByText(number)).toBeVisible();
      await expect(askerPage.getByText(text.afterReply)).toBeHidden();

      // A blocks B, from the conversation.
      await askerPage.goBack();
      await askerPage.getByRole('button', { name: text.block(owner.name) }).click();
      await askerPage.getByRole('dialog').getByRole('button', { name: text.blockConfirm }).click();
      await expect(askerPage.getByRole('button', { name: text.unblock(owner.name) })).toBeVisible();

      // B, still on the conversation, cannot send any more: nothing says why.
      await ownerBox.fill('Are you still coming?');
      await ownerBox.press('Enter');
      await expect(ownerPage.getByText(text.cannotMessage, { exact: true })).toBeVisible();
      await expect(ownerPage.getByRole('textbox', { name: text.writeTo(asker.name) })).toBeHidden();
      const id = conversationPath.split('/').at(-1)!;
      expect(await messagesOf(id, owner)).toEqual([question, reply]);

      await askerPage.context().close();
      await ownerPage.context().close();
    });

    test("a message sent while the API is unreachable stays with 'Try again' (across a reload) and is sent on retry; a reload keeps a half-written one", async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const [asker, owner] = await Promise.all([accounts.create(), accounts.create()]);
      const listing = await listings.create(owner);
      const id = await startConversation(asker, listing.id, 'Hello, is the room still free?');
      const page = await personIn(browser, asker, locale, paths.conversation(id));
      const box = page.getByRole('textbox', { name: text.writeTo(owner.name) });

      // The connection drops: the API cannot be reached.
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await box.fill('Is gas included in the rent?');
      await box.press('Enter');
      await expect(page.getByText(text.notSent)).toBeVisible();
      await expect(page.getByText('Is gas included in the rent?')).toBeVisible();
      await expect(box).toHaveValue('');

      // It is back; the page is loaded again: the message still waits, with 'Try again'.
      await page.unroute('**/api/**');
      await page.reload();
      await loaded(page);
      await expect(page.getByText('Is gas included in the rent?')).toBeVisible();
      await page.getByRole('button', { name: text.tryAgain }).click();
      // 'Try again' and the failure go as soon as it is on its way ('Sending...'); it has arrived
      // once the list of messages not sent yet is gone and it stands among the conversation's own.
      await expect(page.getByRole('button', { name: text.tryAgain })).toBeHidden();
      await expect(page.getByText(text.notSent)).toBeHidden();
      await expect(page.getByRole('list', { name: text.pending })).toBeHidden();
      await expect(page.getByText('Is gas included in the rent?')).toHaveCount(1);
      expect(await messagesOf(id, owner)).toEqual([
        'Hello, is the room still free?',
        'Is gas included in the rent?',
      ]);

      // Half a message, then a reload: it is still in the box.
      await box.fill('I can come on Friday aft');
      await page.reload();
      await loaded(page);
      await expect(box).toHaveValue('I can come on Friday aft');
      await page.context().close();
    });
  });
}

test("on a 360 px phone, a long conversation opens at its latest message with the box in view, and a map's link wraps in its bubble", async ({
  browser,
}) => {
  const [asker, owner] = await Promise.all([accounts.create(), accounts.create()]);
  const listing = await listings.create(owner);
  const id = await startConversation(asker, listing.id, 'Hello, is the room still free?');
  for (let i = 1; i <= 14; i += 1) {
    const response = await api(`/conversations/${id}/messages`, {
      method: 'POST',
      token: i % 2 ? owner.idToken : asker.idToken,
      body: { text: `Question and answer number ${i} about the room` },
    });
    expect(response.status).toBe(201);
  }
  const link = `https://www.google.com/maps/place/Farmgate,+Dhaka/@23.7577,90.3897,17z/data=!3m1!4b1!4m6!3m5!1s0x3755b8a0e0f0${uniqueTag()}!8m2!3d23.7577!4d90.3897`;
  expect(
    (
      await api(`/conversations/${id}/messages`, {
        method: 'POST',
        token: asker.idToken,
        body: { text: link },
      })
    ).status,
  ).toBe(201);

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInThroughForm(page, owner);
  await page.goto(paths.conversation(id));
  await loaded(page);
  const latest = page.getByText(link);
  await expect(latest).toBeInViewport();
  await expect(page.getByRole('textbox', { name: TEXTS.en.writeTo(asker.name) })).toBeInViewport();
  await expect(page.getByText('Hello, is the room still free?')).not.toBeInViewport();
  // Nothing wider than the phone: the link breaks inside its bubble.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const bubble = await latest.boundingBox();
  expect(bubble!.x + bubble!.width).toBeLessThanOrEqual(360);
  await context.close();
});
