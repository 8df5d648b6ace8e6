/**
 * A person who is already signed in, for the walks over every screen (screens.spec.ts,
 * bangla.spec.ts) that only look at what a signed-in person sees and change nothing: signing in
 * through the form before each of them cost about 4 of a signed-in screen's 8 seconds.
 *
 * Each worker makes one such person (with a listing of their own, and a conversation about it
 * that another new account started), signs them in through the real form once, and keeps the
 * browser's storage as it then is (Playwright's storageState with `indexedDB: true`: Firebase
 * Auth keeps its session in IndexedDB, lib/firebase.ts the session hint in localStorage). Each
 * test of `signedInTest` opens its page in a new browser context with that storage, as a person
 * who comes back to the site. The person and what they own are deleted when the worker ends.
 *
 * Tests about signing in, or that change what a person has, sign in through the form
 * (helpers/accounts.ts, signInThroughForm) with accounts of their own.
 */
import { test, type BrowserContext } from '@playwright/test';
import type { TestAccount } from '../../support/auth-emulator';
import { accountsAndListings, type TestListing } from '../../support/listings';
import { signInThroughForm } from './accounts';
import { signedInListings } from './routes';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface SignedInPerson {
  person: TestAccount;
  /** The person's own listing. */
  own: TestListing;
  /** The conversation about `own` that `writer` started. */
  conversation: string;
  writer: TestAccount;
}

/** `test`, with every page opened by this worker's `signedIn` person, already signed in. */
export const signedInTest = test.extend<
  { signedIn: SignedInPerson },
  { workerSignedIn: SignedInPerson & { storage: StorageState } }
>({
  workerSignedIn: [
    async ({ browser }, use, workerInfo) => {
      const { accounts, listings, deleteAll } = accountsAndListings();
      const person = await accounts.create();
      const { own, conversation, writer } = await signedInListings(person, accounts, listings);
      // A context made here does not take the project's options: it is given those the sign-in needs.
      const { baseURL, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, reducedMotion });
      await signInThroughForm(await context.newPage(), person);
      const storage = await context.storageState({ indexedDB: true });
      await context.close();
      await use({ person, own, conversation, writer, storage });
      await deleteAll();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ workerSignedIn }, use) => use(workerSignedIn.storage),
  signedIn: async ({ workerSignedIn: { storage: _storage, ...person } }, use) => use(person),
});
