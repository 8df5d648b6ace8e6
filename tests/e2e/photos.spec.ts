/**
 * Photos of a listing (docs/product.md, "Photos"): an owner adds them from files, sees them go up
 * and orders them; a visitor sees the cover on Browse Listing and the gallery on the listing's
 * page. The rules (formats, sizes, metadata, limits) are tested on the API (tests/api/photos.test.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Listing } from '@roommate-finder/contract/listing';
import { api } from '../support/api';
import { uniqueTag } from '../support/auth-emulator';
import { accountsAndListings } from '../support/listings';
import { signInThroughForm } from './helpers/accounts';
import { axeViolations } from './helpers/axe';
import { holdRequests } from './helpers/hold-requests';
import { paths } from '../../web/src/config/paths';

const { accounts, listings, deleteAll } = accountsAndListings();
test.afterAll(deleteAll);

const UPLOADS = /\/api\/roommates\/[^/]+\/photos$/;

/** A phone's photo: 4,000 x 3,000 of noise, so it is as heavy as a real one (a few MB). */
const phonePhoto = async () => ({
  name: 'IMG_4000.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer(),
});

const drawn = async (
  name: string,
  width: number,
  height: number,
  colour: string,
  format: 'png' | 'webp',
) => ({
  name,
  mimeType: `image/${format}`,
  buffer: await sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer(),
});

async function fillListing(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('City', { exact: true }).selectOption('dhaka');
  await page.getByLabel('Area').fill('Mirpur 10');
  await page.getByLabel('Accommodation').selectOption('Shared room');
  await page.getByLabel('Rent amount').fill('5500');
  await page.getByLabel('Room type').fill('Shared room');
  await page.getByLabel('Lifestyle preferences').fill('Student');
  await page.getByLabel('Contact info').fill('+880 1711-445566');
  await page.getByLabel('Availability').selectOption('Available');
  await page.getByLabel('Description').fill('A shared room two minutes from the Mirpur 10 metro station.');
}

const tile = (page: Page, position: number, count: number) =>
  page.getByRole('listitem', { name: `Photo ${position} of ${count}` });

test('an owner adds a listing with three photos and orders them; a visitor sees the cover and swipes through the gallery', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const owner = await accounts.create();
  const title = `Shared room with photos ${uniqueTag()}`;
  await signInThroughForm(page, owner, `${paths.signIn}?redirectTo=${encodeURIComponent(paths.addListing)}`);
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5_000 });
  await fillListing(page, title);

  const big = await phonePhoto();
  await page
    .getByLabel('Choose photos')
    .setInputFiles([
      big,
      await drawn('square.png', 900, 900, '#2a9d8f', 'png'),
      await drawn('tall.webp', 600, 800, '#e9c46a', 'webp'),
    ]);
  await expect(tile(page, 3, 3)).toBeVisible();
  for (const position of [1, 2, 3]) {
    await expect(tile(page, position, 3).getByText('Uploads when you add the listing')).toBeVisible();
  }
  // The 4,000 px photo was made smaller in the browser before anything was sent.
  const preview = tile(page, 1, 3).locator('img');
  await expect(preview).toHaveJSProperty('complete', true);
  expect(
    await preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
  ).toEqual([2048, 1536]);

  // The tall one becomes the cover, from the keyboard; the square one goes last.
  await tile(page, 3, 3)
    .getByRole('button', { name: /Make cover/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(tile(page, 1, 3).getByText('Cover', { exact: true })).toBeVisible();
  await expect(page.getByText('This photo is now the cover')).toBeVisible();
  await tile(page, 3, 3).getByRole('button', { name: 'Move earlier: Photo 3 of 3' }).click();
  await expect(tile(page, 2, 3).getByRole('button', { name: 'Move later: Photo 2 of 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Move later: Photo 2 of 3' }).focus();
  await page.keyboard.press('Enter');
  // Tall (600 x 800), phone (4:3), square.
  const shapes = async () =>
    page
      .getByRole('listitem', { name: /^Photo \d of 3$/ })
      .locator('img')
      .evaluateAll((images: HTMLImageElement[]) =>
        images.map((image) => image.naturalWidth / image.naturalHeight),
      );
  expect(await shapes()).toEqual([0.75, 2048 / 1536, 1]);
  expect(await axeViolations(page), 'the form with its photos').toEqual([]);

  await page.screenshot({ path: test.info().outputPath('add-form-photos.png'), fullPage: true });
  // The uploads go one at a time, each with its progress, once the listing exists.
  const sent: number[] = [];
  page.on('request', (request) => {
    if (UPLOADS.test(request.url()) && request.method() === 'POST')
      sent.push(request.postDataBuffer()?.length ?? 0);
  });
  const release = await holdRequests(page, UPLOADS);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('progressbar', { name: 'Uploading Photo 1 of 3' })).toBeVisible();
  release();
  const added = page.getByRole('dialog', { name: 'Roommate added successfully!' });
  await expect(added).toBeVisible({ timeout: 30_000 });
  await added.getByRole('button', { name: 'OK' }).click();
  expect(sent).toHaveLength(3);
  expect(Math.max(...sent)).toBeLessThan(big.buffer.length);

  const own = await api<Listing[]>(`/roommates?email=${encodeURIComponent(owner.email)}`);
  const listing = own.body[0]!;
  listings.adopt(listing._id, owner);
  expect(listing.photos.map((photo) => [photo.width, photo.height])).toEqual([
    [600, 800],
    [1600, 1200],
    [900, 900],
  ]);

  // A visitor: the cover on Browse Listing, the gallery on the listing's page.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(paths.browse);
  const row = visitor.getByRole('row').filter({ hasText: title });
  await expect(row.locator('img')).toHaveAttribute('src', listing.photos[0]!.thumbUrl);
  await expect(row.locator('img')).toHaveJSProperty('complete', true);
  await row.getByRole('link', { name: /See more/ }).click();

  const gallery = visitor.getByRole('region', { name: 'Photos of the place' });
  await expect(gallery.getByText('1 / 3')).toBeVisible();
  await expect(
    gallery.getByRole('img', { name: 'Shared room in Mirpur 10, Dhaka, photo 1 of 3' }),
  ).toBeVisible();
  // Swiper takes over once the first 2 seconds' loader has gone: then the arrows are there.
  const next = gallery.getByRole('button', { name: 'Next photo' });
  await expect(next).toBeVisible();
  const slides = gallery.locator('.swiper-wrapper');
  await visitor.keyboard.press('ArrowRight');
  await expect(gallery.getByText('2 / 3')).toBeVisible();
  // The slide has come to rest (Swiper moves it for 300 ms) before a finger takes it.
  await expect(slides).toHaveCSS('transition-duration', '0s');
  // A swipe to the left, as a finger does it, across most of the photo: Swiper counts a slow
  // swipe (over 300 ms, as on a busy machine) only past half the photo, after its first step.
  const box = (await gallery.boundingBox())!;
  const middle = box.y + box.height / 2;
  await visitor.mouse.move(box.x + box.width * 0.9, middle);
  await visitor.mouse.down();
  for (const share of [0.8, 0.65, 0.5, 0.35, 0.2, 0.1])
    await visitor.mouse.move(box.x + box.width * share, middle);
  await visitor.mouse.up();
  await expect(gallery.getByText('3 / 3')).toBeVisible();
  await expect(slides).toHaveCSS('transition-duration', '0s');
  await visitor.keyboard.press('ArrowLeft');
  await expect(gallery.getByText('2 / 3')).toBeVisible();

  await visitor.screenshot({ path: test.info().outputPath('listing-gallery.png') });
  expect(await axeViolations(visitor), 'the gallery').toEqual([]);
  await gallery.getByRole('button', { name: 'Full size' }).click();
  const full = visitor.getByRole('dialog', { name: 'Shared room in Mirpur 10, Dhaka, photo 2 of 3' });
  await expect(full.getByRole('img')).toHaveAttribute('src', listing.photos[1]!.url);
  await visitor.keyboard.press('Escape');
  await expect(full).toBeHidden();
  await visitor.context().close();
});

test('a failed upload shows Try again, and goes up on the retry', async ({ page }) => {
  const owner = await accounts.create();
  const listing = await listings.create(owner, { accommodation: 'single-room' });
  await signInThroughForm(
    page,
    owner,
    `${paths.signIn}?redirectTo=${encodeURIComponent(paths.updateListing(listing.id))}`,
  );
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 5_000 });

  // The API fails the first upload, as a dropped connection or a busy server would.
  let failed = false;
  await page.route(UPLOADS, async (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The server is busy', code: 'server/internal' }),
    });
  });
  await page.getByLabel('Choose photos').setInputFiles([await drawn('room.png', 640, 480, '#264653', 'png')]);
  const photo = tile(page, 1, 1);
  await expect(photo.getByText('Could not upload: The server is busy')).toBeVisible();
  expect(await axeViolations(page), 'a failed photo').toEqual([]);
  await photo.getByRole('button', { name: /Try again/ }).click();
  await expect(photo.getByText('Uploaded')).toBeVisible();
  await photo.getByLabel('Describe this photo (optional)').fill('The window onto the garden');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog', { name: 'Roommate updated successfully' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('update-form-photos.png'), fullPage: true });

  const stored = await api<Listing>(`/roommates/${listing.id}`);
  expect(stored.body.photos.map((item) => [item.width, item.height, item.alt])).toEqual([
    [640, 480, 'The window onto the garden'],
  ]);
});
