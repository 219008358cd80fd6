/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { featuredPost, findPost, pastConferences, postPath, posts } from '@/content/blog';
import { benefits, roles } from '@/content/careers';
import { compareRows } from '@/content/compare';
import { faqs } from '@/content/faqs';
import { getDocument } from '@/content/documents';
import { demoVideosPage, partnerApiPage, toolsPage, webinarsPage } from '@/content/resources';
import { getRoute } from '@/content/routes';
import { leaders, technicalTeam, values } from '@/content/team';
import { testimonials } from '@/content/testimonials';
import type { ImageAsset } from '@/content/types';
import { whyAiPage } from '@/content/why-ai';
import { formatMonthYear } from '@/lib/dates';

const publicDir = join(__dirname, '../../../public');
const iso = /^\d{4}-\d{2}-\d{2}$/;

describe('content images', () => {
  const images: ImageAsset[] = [
    ...posts.flatMap((post) => post.images).filter((image) => image.src.endsWith('.svg')),
    ...leaders.map((leader) => leader.image),
    ...technicalTeam.map((member) => member.image),
    ...testimonials.map((testimonial) => testimonial.image),
  ];

  it.each(images.map((image) => [image.src, image] as const))('%s exists with the size and alt text its record gives', (src, image) => {
    const file = join(publicDir, src);
    expect(existsSync(file)).toBe(true);
    expect(imageSize(readFileSync(file))).toMatchObject({ width: image.width, height: image.height });
    expect(image.alt.length).toBeGreaterThan(10);
  });
});

describe('blog', () => {
  it('has the featured May 2025 post in layout B (spec §2) and a recap post for each of the five conferences', () => {
    expect(featuredPost.layout).toBe('B');
    expect(formatMonthYear(featuredPost.date)).toBe('May 2025');
    expect(getRoute('/blog-detail').heading).toBe(featuredPost.title);
    expect(pastConferences.map((c) => c.title).sort()).toEqual(
      ['2025 Claims Conference', 'International Roofing Expo 2025', 'RoofCon 2024', 'SRC Summit 2025', 'Windstorm 2025'].sort(),
    );
    for (const conference of pastConferences) expect(findPost(conference.post)).toBeDefined();
  });

  it('exercises both variant-A galleries: a slider above five images and a grid otherwise', () => {
    const counts = posts.filter((p) => p.layout === 'A').map((p) => p.images.length);
    expect(counts.some((n) => n > 5)).toBe(true);
    expect(counts.some((n) => n > 0 && n <= 5)).toBe(true);
    expect(featuredPost.images.length).toBeGreaterThan(1);
  });

  it('keeps slugs URL-safe and unique, lists posts newest first and conference dates in order', () => {
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(postPath(post)).toBe(`/blog/${post.slug}`);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    }
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const conference of pastConferences) {
      expect([conference.startDate, conference.endDate]).toEqual([expect.stringMatching(iso), expect.stringMatching(iso)]);
      expect(conference.endDate >= conference.startDate).toBe(true);
      expect(conference.website).toMatch(/^https:\/\//);
      expect(conference.demos).toBe('All Day');
    }
    const starts = pastConferences.map((c) => c.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
  });
});

describe('company and resources', () => {
  it('has values, leaders with LinkedIn and technical members with an alignment flag either way', () => {
    expect(values.length).toBeGreaterThan(0);
    expect(leaders.length).toBeGreaterThan(0);
    for (const leader of leaders) expect(leader.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    expect(technicalTeam.length).toBeGreaterThan(1);
    expect(new Set(technicalTeam.map((m) => m.alignTop))).toEqual(new Set([true, false]));
  });

  it('has FAQs in plain text, one of them naming the supported estimate formats', () => {
    expect(faqs.length).toBeGreaterThan(0);
    for (const faq of faqs) expect(`${faq.question}${faq.answer}`).not.toMatch(/[<>]/);
    expect(faqs.some((faq) => /PDF/.test(faq.answer) && /CSV/.test(faq.answer))).toBe(true);
  });

  it('has roles with the fields of a job posting, and benefits', () => {
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) {
      expect(role.datePosted).toMatch(iso);
      expect(role.requirements.join(' ')).toContain(`${role.minYearsExperience}+ years`);
    }
    expect(benefits.length).toBeGreaterThan(0);
  });

  it('fills every list of the smaller pages', () => {
    for (const list of whyAiPage.lists) expect(list.items.length).toBeGreaterThan(0);
    for (const many of [demoVideosPage.videos, webinarsPage.sessions, toolsPage.tools, partnerApiPage.areas, testimonials, compareRows]) {
      expect(many.length).toBeGreaterThan(0);
    }
  });
});

describe('long documents', () => {
  const source = (slug: string) => readFileSync(join(__dirname, `../../../content/documents/${slug}.mdx`), 'utf8');
  const headings = (slug: 'article' | 'terms-of-use' | 'privacy-policy') => getDocument(slug).body.toc.map((entry) => entry.text);

  it.each(['article', 'terms-of-use', 'privacy-policy'] as const)(
    '%s has a table of contents with unique anchors, and no filler',
    (slug) => {
      const toc = getDocument(slug).body.toc;
      expect(toc.length).toBeGreaterThan(3);
      const ids = toc.map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(source(slug)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
    },
  );

  it('gives the terms the sections and rules of spec §2, §5 and §9', () => {
    const sections = headings('terms-of-use').join('\n');
    for (const topic of [
      /availability/i,
      /accounts/i,
      /intellectual property/i,
      /restrictions/i,
      /links/i,
      /termination/i,
      /indemnification/i,
      /liability/i,
      /disclaimer/i,
      /governing law/i,
      /changes/i,
      /contact/i,
    ]) {
      expect(sections).toMatch(topic);
    }
    const terms = source('terms-of-use');
    for (const rule of [
      /over 18/,
      /another person or entity/,
      /trademark/,
      /offensive/,
      /\$100/,
      /twelve \(12\) months/,
      /Florida/,
      /Broward County/,
      /thirty \(30\) days/,
      /accept or not to accept/,
      /legal advice/,
      /public adjusting/,
      /postal mail/,
      /terminate/,
    ]) {
      expect(terms).toMatch(rule);
    }
    expect(getRoute('/terms-of-use').intro).toMatch(/^Last updated October 1, 2024\./);
  });

  it('gives the privacy policy the ten sections of spec §2', () => {
    const sections = headings('privacy-policy');
    expect(sections).toHaveLength(10);
    const all = sections.join('\n');
    for (const topic of [
      /collect/i,
      /use/i,
      /disclose/i,
      /cookies/i,
      /protect/i,
      /conduct/i,
      /opt/i,
      /access/i,
      /california/i,
      /accountability/i,
    ]) {
      expect(all).toMatch(topic);
    }
    const policy = source('privacy-policy');
    expect(policy).toMatch(/under 13/);
    expect(policy).toMatch(/under 16/);
    expect(getRoute('/privacy-policy').intro).toMatch(/^Effective October 1, 2024\./);
  });
});
