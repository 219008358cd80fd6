import { featuredPost, feedPath, postAuthor, postPath, postTags, posts, tagPath, usedTags } from '../../content/blog';
import { absoluteUrl } from '../../lib/config';
import { parseXml } from '../../lib/html';
import { splitSentences } from '../../lib/paragraphs';
import { expect, open, test } from './fixtures';

/**
 * The blog as a reader and a feed reader meet it. Every check reads the posts from the content layer, so a
 * post added to content/posts/ is checked without a test edit.
 */
test.describe('the blog @desktop', () => {
  test('lists every post newest first, each with its date, author, reading time and tags', async ({ page }) => {
    await open(page, '/blog');
    const cards = page
      .getByRole('main')
      .locator('section', { has: page.getByRole('heading', { name: 'All posts' }) })
      .getByRole('article');
    await expect(cards).toHaveCount(posts.length);
    for (const [i, post] of posts.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(post.title);
      await expect(card.getByRole('link', { name: post.title })).toHaveAttribute('href', postPath(post));
      await expect(card.locator('time')).toHaveAttribute('datetime', post.date);
      await expect(card).toContainText(postAuthor(post).name);
      await expect(card).toContainText(`${post.readingMinutes} min read`);
      for (const tag of postTags(post))
        await expect(card.getByRole('link', { name: tag.name, exact: true })).toHaveAttribute('href', tagPath(tag));
    }
  });

  test('each tag page lists exactly the posts that carry the tag @desktop', async ({ page }) => {
    for (const tag of usedTags) {
      await open(page, tagPath(tag));
      await expect(page.locator('h1')).toHaveText(tag.name);
      // A card's title is its one heading (its level follows the page's outline; the registry walk checks that).
      const titles = page.getByRole('main').getByRole('article').getByRole('heading');
      await expect(titles).toHaveText(tag.posts.map((post) => post.title));
    }
  });

  test('a post shows its tags, and in layout B no paragraph runs longer than five sentences @desktop', async ({ page }) => {
    for (const post of posts) {
      await open(page, postPath(post));
      for (const tag of postTags(post)) {
        await expect(page.getByRole('main').getByRole('link', { name: tag.name, exact: true }).first()).toHaveAttribute(
          'href',
          tagPath(tag),
        );
      }
      if (post.layout !== 'B') continue;
      const paragraphs = await page.locator('main article .prose > p').allInnerTexts();
      expect(paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of paragraphs) expect(splitSentences(paragraph).length, paragraph).toBeLessThanOrEqual(5);
    }
    expect(posts).toContain(featuredPost);
  });
});

test.describe('the feed @desktop', () => {
  test('/blog names the feed in its head and links to it', async ({ page }) => {
    await open(page, '/blog');
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', absoluteUrl(feedPath));
    await expect(page.getByRole('main').locator(`a[href="${feedPath}"]`)).toBeVisible();
  });

  test('is an Atom feed of every post, newest first, with absolute links', async ({ request }) => {
    const response = await request.get(feedPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/atom+xml');
    const $ = parseXml(await response.text());
    const feed = $('feed');
    expect(feed.attr('xmlns')).toBe('http://www.w3.org/2005/Atom');
    // RFC 4287: a feed has an id, a title and an updated date; each entry an id, a title, an updated date and a link.
    for (const element of ['id', 'title', 'updated']) expect(feed.children(element).text().trim(), element).not.toBe('');
    expect(feed.children('link[rel="self"]').attr('href')).toBe(absoluteUrl(feedPath));
    const entries = feed.children('entry');
    expect(entries.length).toBe(posts.length);
    entries.each((i, entry) => {
      const post = posts[i]!;
      const item = $(entry);
      expect(item.children('title').text()).toBe(post.title);
      expect(item.children('id').text()).toBe(absoluteUrl(postPath(post)));
      expect(item.children('link').attr('href')).toBe(absoluteUrl(postPath(post)));
      expect(new Date(item.children('updated').text()).toISOString().slice(0, 10)).toBe(post.date);
      expect(item.find('author > name').text()).toBe(postAuthor(post).name);
    });
  });
});
