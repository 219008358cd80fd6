import type { Page } from '@playwright/test';
import { featuredPost, postPath } from '../../content/blog';
import { roles } from '../../content/careers';
import { faqs } from '../../content/faqs';
import { getRoute } from '../../content/routes';
import { leaders } from '../../content/team';
import { absoluteUrl } from '../../lib/config';
import { expect, open, openHydrated, test } from './fixtures';
import { hydrated, openAtFirstPaint } from './first-paint';

const answer = (page: Page, i: number) => page.getByText(faqs[i]!.answer);
const question = (page: Page, i: number) => page.locator('main summary', { hasText: faqs[i]!.question });
const expanded = (page: Page, i: number) => question(page, i).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);

test.describe('FAQs', () => {
  test('one answer is open at a time, and choosing the open question closes it @mobile', async ({ page }) => {
    await open(page, '/FAQs');
    for (let i = 0; i < faqs.length; i += 1) await expect(answer(page, i)).toBeHidden();

    await question(page, 0).click();
    await expect(answer(page, 0)).toBeVisible();
    expect(await expanded(page, 0)).toBe(true);

    await question(page, faqs.length - 1).click();
    await expect(answer(page, faqs.length - 1)).toBeVisible();
    await expect(answer(page, 0)).toBeHidden();

    await question(page, faqs.length - 1).click();
    await expect(answer(page, faqs.length - 1)).toBeHidden();
    for (let i = 0; i < faqs.length; i += 1) await expect(answer(page, i)).toBeHidden();
  });

  test('each question is a heading, and the questions work from the keyboard, keeping focus @desktop', async ({ page }) => {
    await open(page, '/FAQs');
    for (const faq of faqs) await expect(page.getByRole('heading', { level: 2, name: faq.question })).toBeVisible();
    await question(page, 1).focus();
    await page.keyboard.press('Enter');
    await expect(answer(page, 1)).toBeVisible();
    await expect(question(page, 1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(answer(page, 1)).toBeHidden();
  });

  test('Ask a Question opens the scheduler in a new tab @desktop', async ({ page }) => {
    await open(page, '/FAQs');
    const ask = page.getByRole('main').getByRole('link', { name: /Ask a Question/ });
    await expect(ask).toHaveAttribute('href', /^https:\/\//);
    await expect(ask).toHaveAttribute('target', '_blank');
  });
});

test.describe('careers @desktop', () => {
  test('each role has its own description toggle', async ({ page }) => {
    await open(page, '/careers');
    const [first, second] = [roles[0]!, roles[1]!];
    const toggle = (title: string) => page.locator('main summary', { hasText: `for ${title}` });
    const detail = (i: number) => page.getByText(roles[i]!.responsibilities[0]!);

    await expect(detail(0)).toBeHidden();
    await toggle(first.title).click();
    await expect(detail(0)).toBeVisible();
    await expect(detail(1)).toBeHidden();

    await toggle(second.title).click();
    await expect(detail(1)).toBeVisible();
    await expect(detail(0)).toBeVisible();
    await toggle(first.title).click();
    await expect(detail(0)).toBeHidden();
  });
});

test.describe('blog @desktop', () => {
  // /blog's card for every post, and each post's page, are checked on the exported HTML (tests/export/blog.test.ts).
  test('a post opens from /blog and survives a reload', async ({ page }) => {
    await open(page, '/blog');
    await page
      .locator(`main a[href="${postPath(featuredPost)}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(postPath(featuredPost));
    await expect(page.locator('h1')).toHaveText(featuredPost.title);
    const response = await page.reload({ waitUntil: 'commit' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(featuredPost.title);
  });

  test('/blog-detail shows the featured post after a reload and names the post as canonical', async ({ page }) => {
    await open(page, '/blog-detail');
    // A visitor reloads a page they see: reloading while the first response is still arriving can find no
    // page to reload in Chromium ("Not attached to an active page").
    await expect(page.locator('h1')).toHaveText(getRoute('/blog-detail').heading);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('h1')).toHaveText(getRoute('/blog-detail').heading);
    await expect(page.getByText('May 2025', { exact: true })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(postPath(featuredPost)));
  });
});

test.describe('share button @mobile', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the page address and says so for two seconds', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    // The test stops the page's clock: let it hydrate first, on real time.
    await openHydrated(page, postPath(featuredPost));
    await page.clock.pauseAt(new Date('2026-06-01T10:01:00Z'));

    await page.getByRole('button', { name: 'Share' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' });
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await page.clock.runFor(1900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(200);
    await expect(notice).toBeHidden();
  });
});

test('share explains itself and shows the address when the clipboard is refused @desktop', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  await open(page, postPath(featuredPost));
  await page.getByRole('button', { name: 'Share' }).click();
  const status = page.getByRole('status').filter({ hasText: 'did not allow copying' });
  await expect(status).toBeVisible();
  await expect(status).toContainText(page.url());
  // The notice is in the markup for the page's early script to reveal; it must not show.
  await expect(page.getByText('Link copied to clipboard!')).toBeHidden();
});

test.describe('image slider @desktop', () => {
  const slider = (page: Page) => page.getByRole('region', { name: 'Photos' });

  test('autoplays every 3 s, pauses on hover, stops on Pause and resumes on Play', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    // The test drives the page's clock: let it hydrate first, on the clock's own time (starting from the install
    // time at real speed), then stop it at a fixed point after that; hydration takes far less than a minute.
    await openHydrated(page, '/blog/claims-conference-2025');
    await page.clock.pauseAt(new Date('2026-06-01T10:01:00Z'));
    const position = slider(page).getByText(/^Image \d of 6$/);
    const shown = async () => Number(/Image (\d)/.exec((await position.textContent()) ?? '')?.[1]);
    const after = (n: number) => `Image ${(n % 6) + 1} of 6`;

    // The live region is silent while the slideshow plays and speaks while it is paused; the timer starts
    // and stops in the same render, so waiting for it keeps the test's clock in step with the page.
    const isPlaying = (on: boolean) => expect(position).toHaveAttribute('aria-live', on ? 'off' : 'polite');

    // Hovering pauses; leaving restarts the 3 s timer from now.
    await slider(page).getByRole('img').first().hover();
    await isPlaying(false);
    const start = await shown();
    await page.clock.runFor(6000);
    await expect(position).toHaveText(`Image ${start} of 6`);
    await page.locator('h1').hover();
    await isPlaying(true);
    await page.clock.runFor(2900);
    await expect(position).toHaveText(`Image ${start} of 6`);
    await page.clock.runFor(200);
    await expect(position).toHaveText(after(start));

    await slider(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await page.locator('h1').click(); // focus and pointer leave the slider
    await isPlaying(false);
    await page.clock.runFor(7000);
    await expect(position).toHaveText(after(start));

    await slider(page).getByRole('button', { name: 'Play slideshow' }).click();
    await page.locator('h1').click();
    await isPlaying(true);
    await page.clock.runFor(3100);
    await expect(position).toHaveText(after(start + 1));
  });

  test('does not move by itself under reduced motion, but still responds to its buttons', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') });
    await openHydrated(page, '/blog/claims-conference-2025');
    await page.clock.pauseAt(new Date('2026-06-01T10:01:00Z'));
    const position = slider(page).getByText(/^Image \d of 6$/);
    await expect(slider(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(position).toHaveText('Image 1 of 6');
    await slider(page).getByRole('button', { name: 'Next image' }).click();
    await expect(position).toHaveText('Image 2 of 6');
  });
});

test.describe('leadership bios', () => {
  const bio = (page: Page, i: number) => page.getByText(leaders[i]!.bio);
  const readBio = (page: Page, i: number) => page.getByRole('button', { name: `Read bio of ${leaders[i]!.name}` });

  test('are reachable by keyboard: focus shows a bio, Escape hides it, the button toggles it @desktop', async ({ page }) => {
    await open(page, '/team');
    await expect(bio(page, 0)).toBeHidden();
    await page.getByRole('heading', { name: 'The people leading the company' }).click();
    // Keep the pointer over the sticky header, so no card is hovered while the page scrolls.
    await page.mouse.move(2, 2);
    // Tab from the section heading into the first card.
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      if (await readBio(page, 0).evaluate((el) => el === document.activeElement)) break;
    }
    await expect(readBio(page, 0)).toBeFocused();
    await expect(bio(page, 0)).toBeVisible();
    await expect(readBio(page, 0)).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(bio(page, 0)).toBeHidden();
    await expect(readBio(page, 0)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Tab'); // LinkedIn link of the first card
    await expect(page.getByRole('link', { name: `LinkedIn profile of ${leaders[0]!.name} (opens in a new tab)` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(readBio(page, 1)).toBeFocused();
    await expect(bio(page, 1)).toBeVisible();
    await expect(bio(page, 0)).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(bio(page, 1)).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(bio(page, 1)).toBeVisible();
  });

  test('show on hover and hide when the pointer leaves, from the first paint on @desktop', async ({ page }) => {
    // The card's name, as the bio shown over the portrait would take the pointer from the portrait itself.
    const card = (i: number) => page.getByRole('heading', { name: leaders[i]!.name, exact: true });
    const { release } = await openAtFirstPaint(page, '/team', { slowPhone: false });
    // Before hydration: the pointer's arrival reaches no handler, yet the bio shows.
    await card(2).hover();
    await expect(bio(page, 2)).toBeVisible();
    release();
    await hydrated(page);
    // The island takes over the hover it missed, so the button reports the shown bio.
    await expect(readBio(page, 2)).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 5);
    await expect(bio(page, 2)).toBeHidden();
    await expect(readBio(page, 2)).toHaveAttribute('aria-expanded', 'false');

    await card(1).hover();
    await expect(bio(page, 1)).toBeVisible();
    await expect(readBio(page, 1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(bio(page, 1)).toBeHidden();
    await page.mouse.move(5, 5);
    await card(1).hover();
    await expect(bio(page, 1)).toBeVisible();
  });

  test('open and close with a tap on touch screens @mobile', async ({ page }) => {
    await open(page, '/team');
    await readBio(page, 3).tap();
    await expect(bio(page, 3)).toBeVisible();
    await expect(readBio(page, 3)).toHaveAttribute('aria-expanded', 'true');
    await readBio(page, 3).tap();
    await expect(bio(page, 3)).toBeHidden();
  });
});

test.describe('without JavaScript @mobile', () => {
  test.use({ javaScriptEnabled: false });

  test('FAQ answers and role descriptions open as they do with scripts, and bios are readable', async ({ page }) => {
    await open(page, '/FAQs');
    for (const [i, faq] of faqs.entries()) {
      await question(page, i).click();
      await expect(page.getByText(faq.answer)).toBeVisible();
    }

    await open(page, '/careers');
    for (const role of roles) {
      await page.locator('main summary', { hasText: `for ${role.title}` }).click();
      for (const line of [...role.responsibilities, ...role.requirements]) await expect(page.getByText(line)).toBeVisible();
    }

    await open(page, '/team');
    for (const leader of leaders) await expect(page.getByText(leader.bio)).toBeVisible();
    await expect(page.getByRole('button', { name: /Read bio/ }).first()).toBeHidden();
  });

  test('a post reads in full and its images can be scrolled; Share, which needs scripts, is hidden', async ({ page }) => {
    await open(page, postPath(featuredPost));
    await expect(page.locator('h1')).toHaveText(featuredPost.title);
    await expect(page.getByText('That rule does not change.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    const viewport = page.getByRole('region', { name: 'Photos' }).locator('div').first();
    expect(await viewport.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
  });
});
