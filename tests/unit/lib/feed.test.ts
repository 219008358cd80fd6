/** @jest-environment node */
import { blogPage, feedPath, postFacts, posts } from '@/content/blog';
import { absoluteUrl, config } from '@/lib/config';
import { blogFeed, type FeedSource } from '@/lib/feed';
import { parseXml } from '../../html';

/** The blog's Atom feed (lib/feed.ts) from the posts it is given; the export's feed is checked in tests/export/blog.test.ts. */
const source: FeedSource = {
  title: '{brand} notes',
  subtitle: 'Two posts',
  link: '/notes',
  path: '/notes/feed.xml',
  posts: [
    {
      path: '/notes/b',
      title: 'B & <b>',
      description: 'The newer one.',
      date: '2025-03-02',
      author: { name: 'Ada Lovelace' },
      tags: [{ slug: 'roofing', name: 'Roofing' }],
    },
    { path: '/notes/a', title: 'A', description: 'The older one.', date: '2024-01-31', author: { name: 'Alan Turing' }, tags: [] },
  ],
};

describe('the Atom feed', () => {
  it('lists the posts in the order given, with absolute links, authors and tags, dated by the first', () => {
    const $ = parseXml(blogFeed(source));
    expect($('feed > title').text()).toBe(`${config.brandName} notes`);
    expect($('feed > id').text()).toBe(absoluteUrl('/notes'));
    expect($('feed > link[rel="self"]').attr('href')).toBe(absoluteUrl('/notes/feed.xml'));
    expect($('feed > updated').text()).toBe('2025-03-02T00:00:00.000Z');
    expect($('feed > rights').text()).toBe(`© 2025 ${config.brandName}`);
    const entries = $('entry')
      .toArray()
      .map((entry) => ({
        title: $(entry).children('title').text(),
        link: $(entry).children('link').attr('href'),
        author: $(entry).find('author > name').text(),
        tags: $(entry)
          .children('category')
          .toArray()
          .map((tag) => $(tag).attr('term')),
      }));
    expect(entries).toEqual([
      { title: 'B & <b>', link: absoluteUrl('/notes/b'), author: 'Ada Lovelace', tags: ['roofing'] },
      { title: 'A', link: absoluteUrl('/notes/a'), author: 'Alan Turing', tags: [] },
    ]);
  });

  it('takes every post of the blog as content/blog.ts states it', () => {
    const $ = parseXml(blogFeed({ ...blogPage.feed, link: '/blog', path: feedPath, posts: posts.map(postFacts) }));
    expect(
      $('entry > id')
        .toArray()
        .map((id) => $(id).text()),
    ).toEqual(posts.map((post) => absoluteUrl(`/blog/${post.slug}`)));
  });
});
