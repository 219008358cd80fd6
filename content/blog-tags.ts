/**
 * The tags a post may carry (front matter `tags:`). Each has its own page at /blog/tags/<slug>, so each
 * needs a name and a description (50–160 characters, for search results and social cards). To add a tag,
 * add it here first; a post naming a tag that is not here stops the build.
 */
export interface BlogTag {
  readonly slug: string;
  readonly name: string;
  /** Meta description of the tag's page: 50–160 characters, unique. */
  readonly description: string;
}

export const blogTags = [
  {
    slug: 'company-news',
    name: 'Company news',
    description:
      'News about our company and the team behind the claims AI platform: programmes we join, people we hire and what we build next.',
  },
  {
    slug: 'conferences',
    name: 'Conferences',
    description:
      'Recaps of the claims, roofing and restoration conferences where our team ran live product demos all day, most recent first.',
  },
  {
    slug: 'estimates',
    name: 'Estimates',
    description:
      'Posts about reading, checking and comparing property estimates: line items, pricing, depreciation and overhead and profit.',
  },
  {
    slug: 'policies',
    name: 'Policies',
    description:
      'Posts about reading insurance policies with AI: coverage questions, endorsements and answers that cite the clause behind them.',
  },
  {
    slug: 'roofing',
    name: 'Roofing',
    description:
      'Posts for roofing and restoration contractors: supplements, missing line items and working claims with the carrier’s estimate.',
  },
] as const satisfies readonly BlogTag[];

export type BlogTagSlug = (typeof blogTags)[number]['slug'];

export const blogTagSlugs = blogTags.map((tag) => tag.slug) as [BlogTagSlug, ...BlogTagSlug[]];
