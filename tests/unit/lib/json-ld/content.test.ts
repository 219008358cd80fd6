/** @jest-environment node */
import { featuredPost, pastConferences as conferences, postAuthor, postFacts, postPath, posts } from '@/content/blog';
import { roles } from '@/content/careers';
import { faqs } from '@/content/faqs';
import { config } from '@/lib/config';
import { parseHtml } from '@/scripts/lib/html';
import { careersJsonLd, conferencesJsonLd, faqJsonLd, graph, postJsonLd, roleDescription } from '@/lib/json-ld';
import type { Thing } from 'schema-dts';
import { jsonLdNodes, jsonLdProblems } from '../../../json-ld-rules';

/** The nodes as plain records, to read their fields. */
const plain = (things: Thing[]) => jsonLdNodes(graph(things));

describe('structured data of the content pages', () => {
  it('/FAQs: one Question per FAQ, with the answer as shown', () => {
    expect(jsonLdProblems(graph(faqJsonLd(faqs)))).toEqual([]);
    expect(plain(faqJsonLd(faqs))[0]?.mainEntity).toEqual(
      faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
    );
  });

  it('/careers: a JobPosting per role, at the office and open to remote applicants in the U.S.', () => {
    const nodes = careersJsonLd(roles, '/careers');
    expect(jsonLdProblems(graph(nodes))).toEqual([]);
    expect(nodes.map((node) => (node as { title: string }).title)).toEqual(roles.map((role) => role.title));
    expect(nodes[0]).toMatchObject({
      jobLocation: { address: { addressLocality: 'Fort Lauderdale', addressRegion: 'FL', addressCountry: 'US' } },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'US' }],
      url: `${config.origin}/careers`,
    });
  });

  it('an on-site role has its office and no remote work', () => {
    const role = roles[0]!;
    const [node] = plain(careersJsonLd([{ ...role, remote: null }], '/careers'));
    expect(jsonLdProblems(graph(careersJsonLd([{ ...role, remote: null }], '/careers')))).toEqual([]);
    expect(node).toMatchObject({ jobLocation: { '@type': 'Place', name: `${role.location.city}, ${role.location.region}` } });
    expect(node).not.toHaveProperty('jobLocationType');
  });

  it('a role description is escaped HTML holding its summary, duties and requirements', () => {
    const role = { ...roles[0]!, summary: 'Fish & <chips>' };
    const html = roleDescription(role);
    expect(html).toContain('<p>Fish &amp; &lt;chips&gt;</p>');
    expect(parseHtml(html)('li')).toHaveLength(role.responsibilities.length + role.requirements.length);
  });

  it('/blog: an Event per conference with its dates, place and website', () => {
    expect(jsonLdProblems(graph(conferencesJsonLd(conferences)))).toEqual([]);
    const nodes = plain(conferencesJsonLd(conferences));
    expect(nodes).toHaveLength(conferences.length);
    expect(nodes.map((node) => node.url)).toEqual(conferences.map((conference) => conference.website));
    expect(nodes.map((node) => node.startDate)).toEqual(conferences.map((conference) => conference.startDate));
  });

  it.each(posts.map((post) => [post.slug, post] as const))(
    'post %s: a BlogPosting with headline, date, author and images',
    (_slug, post) => {
      expect(jsonLdProblems(graph(postJsonLd(postFacts(post))))).toEqual([]);
      const [node] = plain(postJsonLd(postFacts(post)));
      expect(node).toMatchObject({
        headline: post.title,
        datePublished: post.date,
        author: { name: postAuthor(post).name },
        url: `${config.origin}${postPath(post)}`,
      });
    },
  );

  it('a post without images is pictured by its own social card', () => {
    const [node] = plain(postJsonLd({ ...postFacts(featuredPost), images: [] }));
    expect(node?.image).toEqual([`${config.origin}/og/blog--${featuredPost.slug}.png`]);
  });
});
