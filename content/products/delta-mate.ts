import { clips, screens } from '../media';
import type { ProductRecord } from '../story-types';
import { pricing, talkToSales } from './shared';

/** Delta Mate's page, `/products/delta-mate`. */
export const deltaMate = {
  path: '/products/delta-mate',
  tagline: 'Every policy, document, photo and estimate of a claim, in one workspace that answers back.',
  screen: screens.deltaMate,
  glance:
    'The Delta Mate workspace of a roof and water claim: a search for hail damage narrows twelve files to the estimates and photos that mention it, and the claim assistant sums up what it found.',
  steps: [
    {
      icon: 'folder-plus',
      title: 'Open the claim',
      text: 'Create the claim and add its files one at a time or in bulk: policies, estimates, photos, reports and letters.',
    },
    {
      icon: 'layers',
      title: 'Let it organize itself',
      text: 'Each file is classified, dated and read page by page, so the workspace sorts itself as documents arrive.',
    },
    {
      icon: 'search',
      title: 'Filter, search and ask',
      text: 'Narrow the claim by file type or keyword, or ask the built-in assistant what the documents say.',
    },
    {
      icon: 'export',
      title: 'Export and connect',
      text: 'Export files and findings to PDF or CSV, or bring them into your own claims system through the API.',
    },
  ],
  demo: {
    title: 'See it in action',
    intro: 'A search across one claim: the workspace filters itself and the assistant explains what it found.',
    clip: clips.workspace,
  },
  capabilities: [
    {
      icon: 'layers',
      title: 'One workspace per claim',
      text: 'Policies, documents, photos and estimates live together under the claim’s own number, apart from every other claim.',
    },
    {
      icon: 'filter',
      title: 'Filters that keep up',
      text: 'Show only estimates, photos, reports or policies, or only the files that match a search, in one click.',
    },
    {
      icon: 'search',
      title: 'Search inside every page',
      text: 'Find the sentence, the line item or the photo caption you need without opening a single file.',
    },
    {
      icon: 'chat',
      title: 'A built-in assistant',
      text: 'Ask about the claim where you work; the assistant answers from its files and shows where each answer came from.',
    },
    {
      icon: 'export',
      title: 'Exports',
      text: 'Hand off a clean claim file: export documents, findings and lists to PDF or CSV.',
    },
    {
      icon: 'code',
      title: 'An API',
      text: 'Create claims, upload files and read findings from your own systems, so nobody keys the same data twice.',
    },
  ],
  benefits: [
    {
      role: 'Insurance',
      summary: 'A complete, consistent file on every desk.',
      points: [
        'See the whole claim before the first call with the insured.',
        'Every adjuster works from the same file structure.',
        'Stop requesting documents the claim already holds.',
      ],
    },
    {
      role: 'Public Adjusters',
      summary: 'Build the claim package once and keep it current.',
      points: [
        'Find the photo or page that proves a point in seconds.',
        'Add supplements and correspondence as they arrive.',
        'Share an organized file with the carrier or an appraiser.',
      ],
    },
    {
      role: 'Attorneys',
      summary: 'Start every dispute from an organized record.',
      points: [
        'Trace each fact back to the document it came from.',
        'Search the whole file instead of reading it twice.',
        'Export exhibits to PDF for a demand or a filing.',
      ],
    },
  ],
  dashboard: {
    kind: 'screen',
    title: 'Reading the claims dashboard',
    intro: 'Delta Mate opens on the dashboard of your whole book of claims. Here is what each part of the screen tells you.',
    image: clips.releaseV2.poster,
    points: [
      {
        title: 'Totals at the top',
        text: 'Open claims, disputes in review, the average days a claim stays open and the pages the platform read for you this week.',
      },
      {
        title: 'Claims resolved per week',
        text: 'Eight weeks of throughput, with the current week highlighted, so a backlog shows before it grows.',
      },
      {
        title: 'What is new',
        text: 'Changes to the platform appear where your team works; version 2.0 arrives in October 2025.',
      },
      {
        title: 'One click to any claim',
        text: 'The sidebar leads to each claim’s workspace, estimates, policies, Eureka conversations, summaries and reports.',
      },
    ],
  },
  ctas: [pricing, talkToSales],
  closing: {
    title: 'Give every claim one home',
    text: 'See the plans, or talk to our team about moving your open claims into Delta Mate.',
  },
} as const satisfies ProductRecord;
