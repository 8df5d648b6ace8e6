import { expect, test, type Page } from '@playwright/test';
import { waitForPageLoader } from './helpers/page-loader';
import { paths } from '../../web/src/config/paths';

// The home page's slider, typewriter, marquee and counters move: these tests watch them move
// (the other spec files run with reduced motion, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const hero = (page: Page) => page.getByRole('region', { name: 'Welcome to Roommate Finder' });
const activeSlide = (page: Page) => hero(page).locator('.swiper-slide-active');

const SLIDES = [
  {
    subtitle: 'Discover compatible roommates who share your lifestyle and goals.',
    button: 'Sign Up Now',
    href: paths.signUp,
    phrases: ['Find Your Perfect Roommate', 'Connect with Verified People', 'Start Your Journey Today'],
  },
  {
    subtitle: 'Post listings and connect with others looking for a home just like you.',
    button: 'Browse Listing',
    href: paths.browse,
    phrases: ['Share Your Space', 'Post Listings Easily', 'Invite New Vibes In'],
  },
  {
    subtitle: 'Find harmony in your living space with like-minded people.',
    button: 'Add Roommate',
    href: paths.addListing,
    phrases: ['Live Together Happily', 'Build Stronger Bonds', 'Create Shared Memories'],
  },
];

test('a visitor opens the home page of Roommate Finder', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Roommate Finder');
  await expect(page.getByRole('heading', { level: 1, name: /Roommate Finder/ })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Roommate Finder' }).first()).toBeVisible();
});

test('the hero slider: three slides with arrows, bullets and the keyboard', async ({ page }) => {
  // In loop mode Swiper ignores a new move while a slide is still moving: wait until it rests.
  const settle = () =>
    expect
      .poll(() =>
        hero(page)
          .locator('.swiper')
          .evaluate((element) => (element as unknown as { swiper: { animating: boolean } }).swiper.animating),
      )
      .toBe(false);
  await page.goto('/');
  await waitForPageLoader(page);
  await expect(activeSlide(page)).toContainText(SLIDES[0]!.subtitle);
  await expect(activeSlide(page).getByRole('link', { name: SLIDES[0]!.button })).toHaveAttribute(
    'href',
    SLIDES[0]!.href,
  );
  // Screen readers get all three phrases; the typewriter types the first one.
  await expect(activeSlide(page)).toContainText(SLIDES[0]!.phrases.join('. '));
  await expect(activeSlide(page).locator('[aria-hidden="true"]').first()).toContainText('Find Your', {
    timeout: 5_000,
  });

  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(activeSlide(page)).toContainText(SLIDES[1]!.subtitle);
  await settle();
  await expect(activeSlide(page).getByRole('link', { name: SLIDES[1]!.button })).toHaveAttribute(
    'href',
    SLIDES[1]!.href,
  );

  await hero(page).getByRole('button', { name: 'Go to slide 3' }).click();
  await expect(activeSlide(page)).toContainText(SLIDES[2]!.subtitle);
  await expect(activeSlide(page)).toContainText(SLIDES[2]!.phrases.join('. '));
  await settle();
  await expect(activeSlide(page).getByRole('link', { name: SLIDES[2]!.button })).toHaveAttribute(
    'href',
    SLIDES[2]!.href,
  );

  // It loops: after the third slide comes the first.
  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(activeSlide(page)).toContainText(SLIDES[0]!.subtitle);
  await settle();

  await hero(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(activeSlide(page)).toContainText(SLIDES[2]!.subtitle);
  await settle();

  await page.keyboard.press('ArrowRight');
  await expect(activeSlide(page)).toContainText(SLIDES[0]!.subtitle);
});

test('in the other language the slider speaks it, on the slide that was in view', async ({ page }) => {
  await page.goto('/');
  await waitForPageLoader(page);
  await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
  await hero(page).getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(activeSlide(page)).toContainText(SLIDES[1]!.subtitle);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'বাংলা', exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const slider = page.getByRole('region', { name: 'Roommate Finder-এ স্বাগতম' });
  await expect(slider.getByRole('button', { name: 'পরের স্লাইড' })).toBeVisible();
  await expect(slider.getByRole('button', { name: '3 নম্বর স্লাইডে যান' })).toBeAttached();
  await expect(slider.locator('.swiper-slide-active')).toContainText(
    'বিজ্ঞাপন দিন, আর আপনার মতোই বাসা খুঁজছেন এমন মানুষের সাথে যুক্ত হন।',
  );
  await slider.getByRole('button', { name: 'পরের স্লাইড' }).click();
  await expect(slider.locator('.swiper-slide-active')).toContainText(
    'মনের মিল আছে এমন মানুষের সাথে শান্তিতে থাকুন।',
  );
});

test("the typewriter's underscore cursor blinks on and off, with no fade between", async ({ page }) => {
  await page.goto('/');
  await waitForPageLoader(page);
  const cursor = activeSlide(page).getByText('_', { exact: true });
  await expect(cursor).toBeVisible();
  // Its opacity at every frame for a second and a half: there or not there, as a text cursor
  // is. A fade would change the screen at every frame (docs/architecture.md, "A page at rest
  // does little").
  const opacities = await cursor.evaluate(
    (element) =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const start = performance.now();
        const frame = () => {
          seen.push(Number(getComputedStyle(element).opacity));
          if (performance.now() - start < 1500) requestAnimationFrame(frame);
          else resolve(seen);
        };
        requestAnimationFrame(frame);
      }),
  );
  expect([...new Set(opacities)].sort()).toEqual([0, 1]);
});

test('the hero moves on by itself every 8 seconds, loops, and can be paused', async ({ page }) => {
  // The page's clock (its timers, Date and performance.now) runs as usual until the test moves it
  // on: 8 seconds of the slider take no 8 seconds of the test.
  await page.clock.install();
  await page.goto('/');
  const swiper = (read: string) =>
    hero(page)
      .locator('.swiper')
      .evaluate((element, expression) => {
        const instance = (element as unknown as { swiper: Record<string, unknown> }).swiper;
        return new Function('swiper', `return ${expression}`)(instance) as unknown;
      }, read);
  expect(await swiper('swiper.params.loop')).toBe(true);
  expect(await swiper('swiper.slides.length')).toBe(3);

  // The page notes when each slide comes, in ms since it started loading: the slider starts
  // after that, so its first move by itself comes no sooner than 8 s, and each next one 8 s later.
  await hero(page)
    .locator('.swiper')
    .evaluate((element) => {
      const instance = (element as unknown as { swiper: { on(event: string, handler: () => void): void } })
        .swiper;
      const moves: number[] = [];
      (window as unknown as { moves: number[] }).moves = moves;
      instance.on('slideChange', () => moves.push(performance.now()));
    });
  const moves = () => page.evaluate(() => (window as unknown as { moves: number[] }).moves);
  // Moves the page's clock on a second at a time until the slide comes, at most 12 s, and waits for
  // it to come to rest (Swiper's transition runs in real time: a slide asked for meanwhile is dropped).
  const runUntil = async (index: number) => {
    for (let waited = 0; waited < 12_000; waited += 1_000) {
      await page.clock.runFor(1_000);
      if ((await activeSlide(page).textContent())?.includes(SLIDES[index]!.subtitle)) break;
    }
    await expect(activeSlide(page)).toContainText(SLIDES[index]!.subtitle, { timeout: 1 });
    await expect.poll(() => swiper('swiper.animating')).toBe(false);
  };
  await expect(activeSlide(page)).toContainText(SLIDES[0]!.subtitle);
  await runUntil(1);
  const [first] = await moves();
  expect(first).toBeGreaterThanOrEqual(8_000);

  // Paused, it stays on its slide past the 8 seconds, and no line is typed meanwhile.
  await hero(page).getByRole('button', { name: 'Pause slideshow' }).click();
  const typed = activeSlide(page).locator('p').first();
  const line = await typed.textContent();
  await page.clock.runFor(9_000);
  await expect(activeSlide(page)).toContainText(SLIDES[1]!.subtitle);
  await expect(typed).toHaveText(line!);
  expect(await moves()).toHaveLength(1);

  // Played again, it moves on by itself, 8 seconds to a slide, and from the last slide to the first.
  await hero(page).getByRole('button', { name: 'Play slideshow' }).click();
  await runUntil(2);
  await runUntil(0);
  const all = await moves();
  expect(all).toHaveLength(3);
  const [, played, looped] = all;
  expect(looped! - played!).toBeGreaterThanOrEqual(8_000);
  // A second of the clock at a time, and the real time between them.
  expect(looped! - played!).toBeLessThan(10_000);
});

for (const [size, viewport, ratio, minimum] of [
  ['phone', { width: 375, height: 740 }, 16 / 9, 300],
  ['desktop', { width: 1440, height: 900 }, 21 / 9, 600],
] as const) {
  test(`the hero is ${ratio === 16 / 9 ? '16:9' : '21:9'} with a ${minimum}px minimum on a ${size}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const box = (await hero(page).locator('.swiper').boundingBox())!;
    expect(box.width).toBe(viewport.width);
    expect(box.height).toBeCloseTo(Math.max(minimum, viewport.width / ratio), 0);
  });
}

test('the hero images ship with the app and nothing on the page shifts while it loads', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1:5000/')) external.push(request.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await waitForPageLoader(page);
  const images = hero(page).locator('img');
  await expect(images).toHaveCount(3);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('src', /^\/assets\/hero-.*\.svg$/);
    // The second and third slides' pictures are asked for once the carousel draws them, after the
    // loader: each loads, in its own time (looked at once, as the carousel came, one had not yet,
    // in a full run on two busy cores).
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
  await page.mouse.wheel(0, 4000);
  // Everything that loads or appears on the way has arrived, and two frames have been laid out.
  await expect(
    page.getByRole('region', { name: 'Find Your Perfect Roommate' }).getByRole('article'),
  ).toHaveCount(6);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.1);
  expect(external).toEqual([]);
});

test('on a phone the featured cards come into view as the grid does, though it is taller than the screen', async ({
  page,
}) => {
  // One column of six cards, some 3,400 px under a 740 px screen: never 30 percent of it at once.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Find Your Perfect Roommate' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  const opacityOf = (index: number) =>
    cards.nth(index).evaluate((element) => Number(getComputedStyle(element).opacity));
  expect(await opacityOf(0)).toBe(0);
  await cards.first().scrollIntoViewIfNeeded();
  await expect.poll(() => opacityOf(0)).toBe(1);
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(() => opacityOf(5)).toBe(1);
});

test('the intro cards, the banner of six cities and the achievements', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Bringing places and people together' })).toBeVisible();
  for (const [title, text] of [
    ['Find a Home', 'Search rooms for rent in 192 countries and connect with verified hosts.'],
    ['Find a Roommate', 'Meet compatible roommates by location, budget and lifestyle preferences.'],
    ['Pet-friendly Homes', 'rental options where pets are welcome'],
  ]) {
    await expect(page.getByRole('heading', { name: title! })).toBeVisible();
    await expect(page.getByText(text!)).toBeVisible();
  }

  const banner = page.getByRole('region', { name: 'Wanted across Bangladesh' });
  await expect(banner.getByRole('listitem')).toHaveText([
    'Roommate wanted in Dhaka',
    'Room wanted in Chattogram',
    'Roommate wanted in Sylhet',
    'Room wanted in Khulna',
    'Roommate wanted in Rajshahi',
    'Room wanted in Barishal',
  ]);

  const achievements = page.getByRole('region', { name: 'Trusted by people on the move' });
  const figure = (label: string) =>
    achievements.getByRole('listitem').filter({ hasText: label }).locator('p').first();
  await expect(figure('Users')).toHaveText('0');
  await achievements.scrollIntoViewIfNeeded();
  await expect(figure('Users')).not.toHaveText('0');
  await expect(figure('Users')).toHaveText('8500', { timeout: 4_000 });
  await expect(figure('Projects')).toHaveText('1240');
  await expect(figure('Happy Clients')).toHaveText('5400');
  await expect(figure('Countries')).toHaveText('120');

  // The banner's moving row is built once it comes into view (city-marquee.tsx), and then it moves.
  await banner.scrollIntoViewIfNeeded();
  const firstPhrase = banner.locator('[aria-hidden="true"]').getByText('Roommate wanted in Dhaka').first();
  const left = async () => (await firstPhrase.boundingBox())?.x;
  const before = await left();
  await expect.poll(left).not.toBe(before);
});

test('the FAQ opens one answer at a time', async ({ page }) => {
  await page.goto('/');
  await waitForPageLoader(page);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(7);

  const likeOwn = faq.getByRole('button', { name: 'Can I like my own listing?' });
  const browse = faq.getByRole('button', { name: 'Do I need an account to browse listings?' });
  await likeOwn.click();
  await expect(likeOwn).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText('You cannot like your own post')).toBeVisible();

  await browse.click();
  await expect(browse).toHaveAttribute('aria-expanded', 'true');
  await expect(likeOwn).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByText('You cannot like your own post')).toBeHidden();
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);

  await browse.press('Enter');
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
});

test('Contact Support opens an e-mail to the address in the footer', async ({ page }) => {
  await page.goto('/');
  const footerEmail = await page.getByRole('contentinfo').getByRole('link', { name: /@/ }).textContent();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    `mailto:${footerEmail}`,
  );
});

test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL('/');
});
