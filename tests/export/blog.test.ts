import { featuredPost, feedPath, postAuthor, postPath, postTags, posts, tagPath, usedTags } from '@/content/blog';
import { join } from 'node:path';
import { absoluteUrl } from '@/lib/config';
import { leadingImages } from '@/lib/gallery';
import { inlineSvg } from '@/lib/inline-svg';
import { parseXml } from '../html';
import { splitSentences } from '@/lib/paragraphs';
import { exportedFile, oneLine, page$, serve } from './exported';

/**
 * The blog as exported: every post has its card on /blog, newest first, with its date, author, reading time
 * and tags; each tag page lists exactly its posts; each post shows its tags; the Atom feed lists every post.
 * Every check reads the posts from the content layer, so a post added to content/posts/ is checked without a
 * test edit.
 */

describe('the blog', () => {
  it('lists every post newest first, each with its date, author, reading time and tags', () => {
    const $ = page$('/blog');
    const section = $('main section')
      .toArray()
      .find((element) => oneLine($(element).find('h2').first().text()) === 'All posts');
    const cards = $(section).find('article').toArray();
    expect(cards).toHaveLength(posts.length);
    cards.forEach((card, i) => {
      const post = posts[i]!;
      const $card = $(card);
      expect(oneLine($card.find('h3').text())).toBe(post.title);
      expect(
        $card
          .find('a')
          .filter((_, a) => oneLine($(a).text()) === post.title)
          .attr('href'),
      ).toBe(postPath(post));
      expect($card.find('time').attr('datetime')).toBe(post.date);
      expect(oneLine($card.text())).toContain(postAuthor(post).name);
      expect(oneLine($card.text())).toContain(`${post.readingMinutes} min read`);
      for (const tag of postTags(post)) {
        expect(
          $card
            .find('a')
            .filter((_, a) => oneLine($(a).text()) === tag.name)
            .attr('href'),
        ).toBe(tagPath(tag));
      }
    });
    expect(posts).toContain(featuredPost);
  });

  it.each(usedTags.map((tag) => [tagPath(tag), tag] as const))('%s lists exactly the posts that carry the tag', (path, tag) => {
    const $ = page$(path);
    expect(oneLine($('h1').text())).toBe(tag.name);
    // A card's title is its one heading (its level follows the page's outline).
    const titles = $('main article')
      .toArray()
      .map((article) => oneLine($(article).find('h2, h3').first().text()));
    expect(titles).toEqual(tag.posts.map((post) => post.title));
  });

  it.each(posts.map((post) => [postPath(post), post] as const))(
    '%s shows its tags, and in layout B no paragraph has over five sentences',
    (path, post) => {
      const $ = page$(path);
      for (const tag of postTags(post)) {
        expect(
          $('main a')
            .filter((_, a) => oneLine($(a).text()) === tag.name)
            .first()
            .attr('href'),
        ).toBe(tagPath(tag));
      }
      if (post.layout !== 'B') return;
      const paragraphs = $('main article .prose > p')
        .toArray()
        .map((p) => oneLine($(p).text()));
      expect(paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of paragraphs) expect(splitSentences(paragraph).length).toBeLessThanOrEqual(5);
    },
  );

  it.each(posts.map((post) => [postPath(post), post] as const))('%s carries its small leading pictures inside the page', (path, post) => {
    const $ = page$(path);
    const sources = $('main img')
      .toArray()
      .map((img) => $(img).attr('src'));
    for (const image of post.images.slice(0, leadingImages(post.layout, post.images.length))) {
      const inline = inlineSvg(join(__dirname, '../../public'), image.src);
      if (inline) expect(sources).toContain(inline);
    }
  });
});

describe('the feed', () => {
  it('is named in /blog’s head and linked from the page', () => {
    const $ = page$('/blog');
    expect($('link[rel="alternate"][type="application/atom+xml"]').attr('href')).toBe(absoluteUrl(feedPath));
    expect($(`main a[href="${feedPath}"]`)).toHaveLength(1);
  });

  it('is an Atom feed of every post, newest first, with absolute links', async () => {
    const answer = await serve(feedPath);
    expect(answer.kind === 'file' && answer.headers['content-type']).toContain('application/atom+xml');
    const $ = parseXml(exportedFile(feedPath).toString('utf8'));
    const feed = $('feed');
    expect(feed.attr('xmlns')).toBe('http://www.w3.org/2005/Atom');
    // RFC 4287: a feed has an id, a title and an updated date; each entry an id, a title, an updated date and a link.
    for (const element of ['id', 'title', 'updated']) expect(feed.children(element).text().trim()).not.toBe('');
    expect(feed.children('link[rel="self"]').attr('href')).toBe(absoluteUrl(feedPath));
    const entries = feed.children('entry').toArray();
    expect(entries).toHaveLength(posts.length);
    entries.forEach((entry, i) => {
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
