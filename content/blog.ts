/**
 * The blog (spec §2, §3): the featured May 2025 news item and the five conferences, each with its own post
 * at /blog/<slug>. Conference facts (dates, places, websites) are for the owner to confirm.
 */
import type { RouteRecord } from './routes';
import { getLeader, type Leader, type LeaderId } from './team';
import type { ImageAsset, PostLayout } from './types';

export interface Post {
  readonly slug: string;
  /** Which detail layout of spec §2 the post uses. */
  readonly layout: PostLayout;
  /** The post's heading (its page's only h1). */
  readonly title: string;
  /** The page part of `<title>`; unique across the site. */
  readonly metaTitle: string;
  /** Meta description and teaser: 50–160 characters. */
  readonly description: string;
  readonly datePublished: string;
  readonly author: LeaderId;
  readonly images: readonly ImageAsset[];
  /**
   * The body as plain text. Layout B splits it into paragraphs of five sentences (spec §9); layout A keeps
   * the paragraphs as written, separated by a blank line.
   */
  readonly content: string;
}

export interface Conference {
  /** The slug of the post about the event. */
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly location: { readonly city: string; readonly region: string; readonly country: 'US' };
  readonly startDate: string;
  readonly endDate: string;
  readonly website: `https://${string}`;
  /** The "Live demos" line of spec §2. */
  readonly demos: string;
  readonly image: ImageAsset;
}

const image = (slug: string, name: string, alt: string): ImageAsset => ({
  src: `/illustrations/blog/${slug}/${name}.svg`,
  width: 1200,
  height: 800,
  alt,
});

const featured = {
  slug: 'joined-ai-accelerator-programme',
  layout: 'B',
  title: 'We joined an AI accelerator programme',
  metaTitle: 'News: We Joined an AI Accelerator Programme',
  description:
    'In May 2025 our team joined an AI accelerator programme. What it means for Estimate Analyzer, Policy Analyzer and the people who use them.',
  datePublished: '2025-05-14',
  author: 'marcus-delgado',
  images: [
    image('joined-ai-accelerator-programme', 'cohort', 'Illustration: our founders at a table with the accelerator cohort, laptops open'),
    image('joined-ai-accelerator-programme', 'workshop', 'Illustration: a mentor sketches a document pipeline on a whiteboard for our engineers'),
    image('joined-ai-accelerator-programme', 'demo-day', 'Illustration: our team presents an estimate comparison on stage at the programme’s demo day'),
  ],
  content:
    'In May 2025 we were accepted into an AI accelerator programme for young companies that apply machine learning to regulated industries. ' +
    'The programme gives us twelve weeks of mentoring, research credits and time with engineers who have shipped document AI at scale. ' +
    'For our customers, it means the roadmap they asked for arrives sooner. ' +
    'Our first priority is the extraction engine behind Estimate Analyzer, which already reads line items from PDFs, estimate exports and CSV files. ' +
    'We will use the extra computing time to test it against many more real-world layouts, e.g. scanned supplements and hand-marked invoices. ' +
    'The second priority is Policy Analyzer. ' +
    'Policies arrive as long PDFs and Word files, full of endorsements that change the meaning of earlier pages. ' +
    'Our mentors have built retrieval systems for legal and medical records, and their reviews are already shaping how we show an endorsement next to the clause it modifies. ' +
    'Every answer will keep linking to the exact page it came from. ' +
    'That rule does not change. ' +
    'We also committed to sharing what we learn. ' +
    'Over the coming months our team will publish plain-language notes on how the models are trained, evaluated and kept separate for each claim. ' +
    'If you are an adjuster, attorney, contractor or carrier and would like to try new features early, tell us at the next conference or book a demo. ' +
    'We are grateful to the programme, and to the customers whose feedback made the application possible.',
} as const satisfies Post;

const conferencePosts = [
  {
    slug: 'claims-conference-2025',
    layout: 'A',
    title: '2025 Claims Conference: live demos all day',
    metaTitle: '2025 Claims Conference Recap',
    description:
      'Our recap of the 2025 Claims Conference: about 100 sessions, and a booth running live estimate and policy demos all day for carriers, TPAs and adjusters.',
    datePublished: '2025-04-02',
    author: 'elena-whitfield',
    images: [
      image('claims-conference-2025', 'booth', 'Illustration: our booth at the 2025 Claims Conference, an estimate comparison on the big screen'),
      image('claims-conference-2025', 'demo', 'Illustration: a laptop showing two estimates matched line by line during a live demo'),
      image('claims-conference-2025', 'stage', 'Illustration: a panel on claims technology in front of a full session room'),
      image('claims-conference-2025', 'hall', 'Illustration: the exhibit hall with rows of booths and visitors'),
      image('claims-conference-2025', 'conversation', 'Illustration: two adjusters talk with our team beside the booth'),
      image('claims-conference-2025', 'city', 'Illustration: the Orlando skyline at sunset'),
    ],
    content:
      'The 2025 Claims Conference brought carriers, third-party administrators, independent adjusters and defense counsel together for about 100 sessions on claims handling, coverage and litigation. Our team ran live demos all day at the booth, on sample estimates and policies and, with permission, on anonymised files visitors brought along.\n\n' +
      'The question we heard most was how to review a contractor’s estimate against the carrier’s without re-keying either one. We answered it the same way every time: upload both, let Estimate Analyzer line them up, then filter the differences by RCV, ACV, depreciation or overhead and profit.\n\n' +
      'Thank you to everyone who stopped by, and to the speakers whose sessions on litigation trends and catastrophe staffing gave us plenty to bring back to the roadmap.',
  },
  {
    slug: 'international-roofing-expo-2025',
    layout: 'A',
    title: 'International Roofing Expo 2025: supplements without the retyping',
    metaTitle: 'International Roofing Expo 2025 Recap',
    description:
      'At the International Roofing Expo 2025 we showed roofing contractors how to compare their estimate with the carrier’s in minutes, live all day.',
    datePublished: '2025-02-26',
    author: 'david-okafor',
    images: [
      image('international-roofing-expo-2025', 'hall', 'Illustration: the expo floor with roofing displays and our booth in the foreground'),
      image('international-roofing-expo-2025', 'demo', 'Illustration: a contractor watches missing line items being flagged on a laptop'),
      image('international-roofing-expo-2025', 'booth', 'Illustration: our booth at the International Roofing Expo with a policy summary on screen'),
      image('international-roofing-expo-2025', 'city', 'Illustration: the Las Vegas skyline at dusk'),
    ],
    content:
      'Roofing contractors spend hours on supplements: finding the line items the carrier’s estimate left out and proving that the policy covers them. At the International Roofing Expo 2025 we showed, live and all day, how the platform does the first pass in minutes.\n\n' +
      'Visitors watched Estimate Analyzer flag omitted items such as drip edge, starter strip and ice and water shield, then asked Policy Analyzer about matching and cosmetic-damage language in the same claim. Several crews told us they would use the comparison report as the cover page of their next supplement.\n\n' +
      'Thanks to the roofers, estimators and project managers who shared their toughest files with us.',
  },
  {
    slug: 'src-summit-2025',
    layout: 'A',
    title: 'SRC Summit 2025: storm restoration, one claim file',
    metaTitle: 'SRC Summit 2025 Recap',
    description:
      'Storm restoration contractors at the SRC Summit 2025 saw how one AI claim workspace keeps photos, estimates and policies together. Live demos ran all day.',
    datePublished: '2025-06-18',
    author: 'marcus-delgado',
    images: [
      image('src-summit-2025', 'booth', 'Illustration: our booth at the SRC Summit with a claim workspace on screen'),
      image('src-summit-2025', 'conversation', 'Illustration: a restoration contractor and our team review photos of storm damage'),
      image('src-summit-2025', 'city', 'Illustration: the Dallas skyline under a clear sky'),
    ],
    content:
      'Storm restoration runs on speed, and on paperwork that rarely keeps up. At the SRC Summit 2025 we ran live demos all day of Delta Mate, the workspace that keeps each claim’s photos, estimates, policy and correspondence together and classifies new files as they arrive.\n\n' +
      'The most useful conversations were about handoffs: from the canvasser to the estimator, from the estimator to the office, and from the office to the carrier. When every file sits in one claim and every answer cites its source, fewer details get lost along the way.\n\n' +
      'Thank you to the organisers and to every contractor who stopped by our booth.',
  },
  {
    slug: 'windstorm-2025',
    layout: 'A',
    title: 'Windstorm 2025: both sides of the claim at one table',
    metaTitle: 'Windstorm 2025 Conference Recap',
    description:
      'Windstorm 2025 gathered carriers, public adjusters and attorneys. Our live demos all day showed coverage answers with citations both sides can check.',
    datePublished: '2025-02-12',
    author: 'elena-whitfield',
    images: [
      image('windstorm-2025', 'stage', 'Illustration: a panel of carrier and policyholder representatives on stage'),
      image('windstorm-2025', 'demo', 'Illustration: a policy answer with its citation highlighted on a laptop screen'),
      image('windstorm-2025', 'city', 'Illustration: palm trees and the Orlando skyline'),
    ],
    content:
      'Windstorm is one of the few conferences where carrier representatives, public adjusters, independent adjusters and attorneys sit on the same panels. That mix made it the right place to show what citation-backed answers are for.\n\n' +
      'During live demos all day we asked Policy Analyzer the questions that start most disputes, from wind-driven rain to named-storm deductibles, and opened the cited clause next to each answer. Visitors from both sides of the table told us the same thing: an answer is only useful when everyone can check where it came from.\n\n' +
      'We left with a long list of policy forms to test and a lot of goodwill. Thank you to the organisers and speakers.',
  },
  {
    slug: 'roofcon-2024',
    layout: 'A',
    title: 'RoofCon 2024: our first booth',
    metaTitle: 'RoofCon 2024 Recap',
    description:
      'RoofCon 2024 was our first conference as exhibitors. We ran live demos all day and took home feedback that shaped Estimate Analyzer.',
    datePublished: '2024-04-24',
    author: 'david-okafor',
    images: [
      image('roofcon-2024', 'booth', 'Illustration: a small first booth with our owl banner and one demo screen'),
      image('roofcon-2024', 'conversation', 'Illustration: roofing contractors gather around our team for a demo'),
    ],
    content:
      'RoofCon 2024 was our first conference as exhibitors: one table, one screen and a prototype of what became Estimate Analyzer. We ran live demos all day and mostly listened.\n\n' +
      'Contractors told us which estimate layouts they see most, which line items go missing most often and how much time a supplement really takes. Much of that feedback is in the product today, from unit normalisation to the report that compares two estimates line by line.\n\n' +
      'Thank you to everyone who gave an early product a fair hearing.',
  },
] as const satisfies readonly Post[];

/** Every post, the featured one first. */
export const posts: readonly Post[] = [featured, ...conferencePosts];

export const featuredPost: Post = featured;

/** Conference records, in no particular order; `pastConferences` sorts them. */
export const conferences = [
  {
    slug: 'claims-conference-2025',
    title: '2025 Claims Conference',
    description:
      'About 100 sessions on claims handling, coverage and litigation, bringing carriers, TPAs, independent adjusters and defense counsel together.',
    location: { city: 'Orlando', region: 'FL', country: 'US' },
    startDate: '2025-03-26',
    endDate: '2025-03-28',
    website: 'https://www.theclm.org',
    demos: 'All Day',
    image: conferencePosts[0].images[0],
  },
  {
    slug: 'international-roofing-expo-2025',
    title: 'International Roofing Expo 2025',
    description:
      'The roofing trade’s big annual show: manufacturers, contractors and suppliers, with education sessions on estimating, insurance work and operations.',
    location: { city: 'Las Vegas', region: 'NV', country: 'US' },
    startDate: '2025-02-18',
    endDate: '2025-02-20',
    website: 'https://www.theroofingexpo.com',
    demos: 'All Day',
    image: conferencePosts[1].images[0],
  },
  {
    slug: 'src-summit-2025',
    title: 'SRC Summit 2025',
    description:
      'A summit for storm restoration contractors on growth, insurance claims and the tools that keep crews, offices and carriers in step.',
    location: { city: 'Dallas', region: 'TX', country: 'US' },
    startDate: '2025-06-10',
    endDate: '2025-06-12',
    website: 'https://www.srcsummit.com',
    demos: 'All Day',
    image: conferencePosts[2].images[0],
  },
  {
    slug: 'windstorm-2025',
    title: 'Windstorm 2025',
    description:
      'The Windstorm Insurance Network’s annual conference, where carrier, policyholder and legal professionals discuss property claims together.',
    location: { city: 'Orlando', region: 'FL', country: 'US' },
    startDate: '2025-02-03',
    endDate: '2025-02-05',
    website: 'https://windnetwork.com',
    demos: 'All Day',
    image: conferencePosts[3].images[0],
  },
  {
    slug: 'roofcon-2024',
    title: 'RoofCon 2024',
    description:
      'A conference by and for roofing contractors, on sales, production and insurance restoration, with a lively exhibit floor.',
    location: { city: 'Orlando', region: 'FL', country: 'US' },
    startDate: '2024-04-10',
    endDate: '2024-04-12',
    website: 'https://www.roofcon.com',
    demos: 'All Day',
    image: conferencePosts[4].images[0],
  },
] as const satisfies readonly Conference[];

/** Conferences, most recent first. */
export const pastConferences: readonly Conference[] = [...conferences].sort((a, b) => b.startDate.localeCompare(a.startDate));

const bySlug = new Map<string, Post>(posts.map((post) => [post.slug, post]));

export function findPost(slug: string): Post | undefined {
  return bySlug.get(slug);
}

export function findConference(slug: string): Conference | undefined {
  return conferences.find((conference) => conference.slug === slug);
}

export function postAuthor(post: Post): Leader {
  return getLeader(post.author);
}

export const postPrefix = '/blog/';

export function postPath(post: Pick<Post, 'slug'>): string {
  return `${postPrefix}${post.slug}`;
}

/**
 * A post as a registry record, so metadata, the e2e walk, the sitemap and Open Graph images treat each
 * post like any other page.
 */
export function postRoute(post: Post): RouteRecord {
  return {
    path: postPath(post),
    label: post.title,
    title: post.metaTitle,
    description: post.description,
    heading: post.title,
    intro: post.description,
    indexable: true,
    footer: { tone: 'navy', shape: true },
  };
}

export const postRoutes: readonly RouteRecord[] = posts.map(postRoute);

export const blogPage = {
  featured: {
    eyebrow: 'Featured news',
    readMore: 'Read the full story',
  },
  conferences: {
    eyebrow: 'On the road',
    title: 'Conferences and live demos',
    intro:
      'We bring the platform to the industry’s conferences and run live demos all day. These events have taken place; read our recap of each, most recent first.',
    past: 'Past event',
    upcoming: 'Upcoming',
    dates: 'Dates',
    location: 'Location',
    demos: 'Live demos',
    website: 'Event website',
    readMore: 'Read the recap',
  },
} as const;

export const postPage = {
  published: 'Published',
  by: 'By',
  eventDetails: 'About the event',
  back: 'All news and events',
  gallery: 'Photos',
  share: {
    button: 'Share',
    copied: 'Link copied to clipboard!',
    refused: 'Your browser did not allow copying. Select and copy this address instead:',
  },
  slider: {
    previous: 'Previous image',
    next: 'Next image',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    /** `{current}` and `{total}` are filled by the slider. */
    position: 'Image {current} of {total}',
  },
} as const;
