import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingInputSchema, type Listing, type ListingInput } from '@roommate-finder/contract/listing';
import { findPlace } from '@roommate-finder/contract/places';
import { api } from '../support/api';
import { createAccount, deleteAccount, type TestAccount } from '../support/auth-emulator';
import { listingInput } from '../support/listings';

/**
 * Generated bodies for POST and PUT /roommates: random but plausible forms,
 * valid forms with a few fields broken or extra fields added, and arbitrary
 * JSON objects and arrays. (A top-level JSON number, string or null is
 * refused by the Functions framework before the app runs, like malformed
 * JSON; the app's own answer to those is in hardening.test.ts.)
 */

const FIELDS = [
  'name',
  'email',
  'title',
  'location',
  'rentAmount',
  'roomType',
  'lifestylePreferences',
  'contactInfo',
  'availability',
  'description',
  'contactVisibility',
] as const;
const SERVER_FIELDS = [
  'likeCount',
  'ownerUid',
  '_id',
  'createdAt',
  'rentValue',
  'filterTerms',
  '__proto__',
  'constructor',
];

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ minLength: 100, maxLength: 2_500 }),
  fc.constantFrom(
    '',
    '   ',
    '\n\t ',
    '৳ 8,000',
    'Dhanmondi, Dhaka',
    '<script>alert(1)</script>',
    '{"$gt": ""}',
  ),
);
const anyValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 15 }),
  fc.dictionary(fc.string({ maxLength: 10 }), text, { maxKeys: 3 }),
);

const padded = (arbitrary: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  \t'), arbitrary, fc.constantFrom('', ' ', '\n'))
    .map(([a, b, c]) => a + b + c);
const plainText = (max: number) => padded(fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }));

/** Forms a person could type, in any script, sometimes at or past the limits. */
const randomForm: fc.Arbitrary<Record<string, unknown>> = fc.record({
  name: plainText(90),
  email: fc.emailAddress(),
  title: plainText(130),
  location: plainText(130),
  rentAmount: fc.oneof(
    plainText(45),
    fc.nat().map((n) => `${n.toLocaleString('en-US')} BDT`),
  ),
  roomType: plainText(70),
  lifestylePreferences: fc.oneof(fc.array(plainText(45), { maxLength: 14 }), plainText(100)),
  contactInfo: plainText(130),
  availability: fc.constantFrom('Available', 'Not Available', 'available', ''),
  description: plainText(2_100),
  contactVisibility: fc.option(
    fc.constantFrom('everyone', 'signed-in', 'conversation', 'Everyone', 'nobody', ''),
    { nil: undefined },
  ),
});

/** A valid form with some fields replaced, removed, or extra fields added. */
const brokenForm: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.uniqueArray(fc.constantFrom(...FIELDS), { minLength: 1, maxLength: 3 }),
    fc.array(fc.option(anyValue, { nil: undefined }), { minLength: 3, maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...SERVER_FIELDS), anyValue, { maxKeys: 2 }),
  )
  .map(([fields, values, extra]) => {
    const body: Record<string, unknown> = { ...listingInput(), ...extra };
    fields.forEach((field, index) => {
      if (values[index] === undefined) delete body[field];
      else body[field] = values[index];
    });
    return body;
  });

const anyJson = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 12 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
);

/** Over the 32 KB limit, in a script whose letters take 3 bytes each. */
const oversizedForm = fc
  .integer({ min: 11_000, max: 20_000 })
  .map((letters) => ({ ...listingInput(), description: 'ক'.repeat(letters) }));

const body = fc.oneof(
  { weight: 8, arbitrary: randomForm },
  { weight: 8, arbitrary: brokenForm },
  { weight: 3, arbitrary: anyJson },
  { weight: 1, arbitrary: oversizedForm },
);

const ACCOUNTS = 20;
let accounts: TestAccount[] = [];
/** Each account's own listing, the target of its PUTs. */
const ownListing = new Map<TestAccount, string>();
const created = new Map<TestAccount, number>();

beforeAll(async () => {
  accounts = await Promise.all(Array.from({ length: ACCOUNTS }, () => createAccount()));
  for (const account of accounts) {
    const response = await api<{ insertedId: string }>('/roommates', {
      method: 'POST',
      token: account.idToken,
      body: listingInput(),
    });
    ownListing.set(account, response.body.insertedId);
    created.set(account, 1);
  }
});

afterAll(async () => {
  await Promise.all(accounts.map((account) => deleteAccount(account)));
});

let turn = 0;
/** Spreads requests over the accounts, so none comes near the write rate limit. */
const nextAccount = () => accounts[turn++ % ACCOUNTS]!;

function expectJsonAnswer(response: { status: number; headers: Headers; body: unknown }, sent: unknown) {
  const context = JSON.stringify(sent).slice(0, 300);
  expect(response.status, context).toBeLessThan(500);
  expect(response.status, context).not.toBe(429);
  expect(response.headers.get('content-type'), context).toMatch(/^application\/json/);
  if (response.status >= 400) {
    const { message } = response.body as { message?: unknown };
    expect(typeof message === 'string' && message.length > 0, context).toBe(true);
  }
}

describe('POST and PUT /roommates with generated bodies', () => {
  it('answer 201 or a 4xx JSON message to each POST, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const account = nextAccount();
        const response = await api('/roommates', { method: 'POST', token: account.idToken, body: sent });
        expectJsonAnswer(response, sent);
        if (response.status < 300) {
          expect(response.status).toBe(201);
          expect(response.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
          created.set(account, (created.get(account) ?? 0) + 1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answer 200 or a 4xx JSON message to each PUT, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const account = nextAccount();
        const response = await api(`/roommates/${ownListing.get(account)}`, {
          method: 'PUT',
          token: account.idToken,
          body: sent,
        });
        expectJsonAnswer(response, sent);
        if (response.status < 300) {
          expect(response.status).toBe(200);
          expect(response.body).toEqual({
            acknowledged: true,
            matchedCount: 1,
            modifiedCount: expect.any(Number),
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('leave every stored listing valid under the schema, owned by its account, with nothing extra', async () => {
    for (const account of accounts) {
      // As their owner reads them: every contact detail, whatever the listing's contactVisibility.
      const response = await api<Listing[]>(
        `/roommates?limit=100&email=${encodeURIComponent(account.email)}`,
        { token: account.idToken },
      );
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(created.get(account)!);
      for (const listing of response.body) {
        const { _id, likeCount, photos, createdAt, updatedAt, confirmedAt, ownerVerified, ...fields } =
          listing;
        expect(typeof _id).toBe('string');
        expect(likeCount).toBe(0);
        expect(photos).toEqual([]);
        expect(new Date(createdAt).toISOString()).toBe(createdAt);
        expect(new Date(updatedAt).toISOString()).toBe(updatedAt);
        expect(confirmedAt).toBe(updatedAt);
        expect(ownerVerified).toBe(false);
        // Beside the form's fields (contactVisibility is `everyone` when left out), only the city
        // and area the server fills from a known place.
        const place = findPlace(fields.location);
        expect(Object.keys(fields).sort()).toEqual(
          [...FIELDS, ...(place ? ['city'] : []), ...(place?.area ? ['area'] : [])].sort(),
        );
        expect(fields.city).toBe(place?.city);
        expect(fields.area).toBe(place?.area);
        // Stored values are already what the schema makes of them: parsing again changes nothing.
        expect(listingInputSchema.parse(fields as ListingInput)).toEqual(fields);
        expect(fields).toMatchObject({ email: account.email, name: account.name });
      }
    }
  });
});
