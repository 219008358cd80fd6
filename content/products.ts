/**
 * The five product pages (spec §1 and §2): one record per product, rendered by app/products/[slug]/page.tsx.
 * The page's title and introduction come from the route registry; everything below the title comes from here.
 */
import { clips, screens } from './media';
import type { ProductRecord } from './story-types';
import type { CtaAction } from './types';

/** Labels shared by every product page. */
export const productPage = {
  eyebrow: 'Product',
  glanceLabel: 'What you see at a glance',
  howItWorks: { title: 'How it works', intro: 'From the first upload to an answer you can use, in four steps.' },
  capabilities: { title: 'Key capabilities' },
  benefits: {
    title: 'Benefits by role',
    intro: 'The same documents, read for the person who has to act on them.',
  },
  comingSoon: 'Coming soon',
} as const;

const comingSoon = productPage.comingSoon;
const pricing = { kind: 'link', label: 'Get Pricing', href: '/pricing' } as const satisfies CtaAction;
const talkToSales = { kind: 'scheduler', label: 'Talk to Sales' } as const satisfies CtaAction;

export const products = [
  {
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
      intro:
        'Delta Mate opens on the dashboard of your whole book of claims. Here is what each part of the screen tells you.',
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
  },
  {
    path: '/products/chat-bot',
    tagline: 'Ask about the policy, the estimate or the claim, and get answers you can check.',
    screen: screens.chatBot,
    glance:
      'Eureka answering whether a homeowner’s policy covers interior water damage after a roof leak, citing the policy clause, the inspection report and line 88 of the contractor’s estimate.',
    steps: [
      {
        icon: 'folder-plus',
        title: 'Open a claim',
        text: 'Eureka reads the files uploaded to that claim and nothing else; each session stays separate.',
      },
      {
        icon: 'chat',
        title: 'Ask in plain language',
        text: '“Is the interior damage covered?” “Which line items did the carrier omit?” No search syntax, no forms.',
      },
      {
        icon: 'quote',
        title: 'Check the sources',
        text: 'Every answer cites the policy page, the report or the estimate line it relies on, one click from the original.',
      },
      {
        icon: 'list-check',
        title: 'Turn answers into work',
        text: 'Action shortcuts save an answer as a task or a note on the claim, so nothing you learn gets lost.',
      },
    ],
    demo: {
      title: 'See it in action',
      intro: 'A coverage question, answered from the policy and both estimates, with its sources attached.',
      clip: clips.eurekaChat,
    },
    capabilities: [
      {
        icon: 'document',
        title: 'Grounded in your documents',
        text: 'Answers come from the policy, estimates, reports and photos uploaded to the claim, not from guesswork.',
      },
      {
        icon: 'quote',
        title: 'Citations on every answer',
        text: 'Each statement links to the page, clause or line item behind it, so you can verify before you rely on it.',
      },
      {
        icon: 'shield',
        title: 'Isolated per session',
        text: 'A conversation sees only its own claim’s files; nothing carries over to another claim or another user.',
      },
      {
        icon: 'list-check',
        title: 'Action shortcuts',
        text: 'Turn an answer into a task or a note with one click, attached to the claim it came from.',
      },
      {
        icon: 'book',
        title: 'Policy, estimate and claim questions',
        text: 'Ask about coverage and exclusions, line items and totals, or the history of the claim itself.',
      },
      {
        icon: 'sparkles',
        title: 'Suggested questions',
        text: 'Eureka proposes the next useful question for the claim in front of you, such as the hurricane deductible.',
      },
    ],
    benefits: [
      {
        role: 'Insurance',
        summary: 'Faster answers, the same standard for every file.',
        points: [
          'Check coverage questions against the policy in seconds.',
          'Every answer carries its source for the claim notes.',
          'New adjusters get up to speed on a file without a handover.',
        ],
      },
      {
        role: 'Public Adjusters',
        summary: 'Know the file better than the other side.',
        points: [
          'Find the clause that supports a disputed item.',
          'Ask which line items the carrier left out.',
          'Turn findings into tasks for your next call.',
        ],
      },
      {
        role: 'Attorneys',
        summary: 'Research the record in conversation.',
        points: [
          'Ask about definitions, exclusions and endorsements.',
          'Get the page reference for every statement.',
          'Keep each client’s claim in its own session.',
        ],
      },
    ],
    ctas: [
      { kind: 'link', label: 'See a Live Demo', href: '/free-trial' },
      { kind: 'disabled', label: 'Get Pricing', reason: comingSoon },
      { kind: 'disabled', label: 'Talk to Sales', reason: comingSoon },
    ],
    closing: {
      title: 'Ask Eureka about a claim you know',
      text: 'Start a free trial and put your own questions to your own documents. Pricing for Eureka on its own is coming soon.',
    },
  },
  {
    path: '/products/estimate-analyzer',
    tagline: 'Every line item of every estimate, extracted, checked and compared.',
    screen: screens.estimateAnalyzer,
    glance:
      'The comparison report of a roof and water claim: the contractor’s estimate against the carrier’s, line by line, with omitted items and quantity differences flagged.',
    steps: [
      {
        icon: 'upload',
        title: 'Upload the estimates',
        text: 'PDFs, exports from estimating software or CSV files: one estimate or every version of it.',
      },
      {
        icon: 'table',
        title: 'Extract every line',
        text: 'Description, quantity, unit price, RCV, depreciation, ACV, tax and O&P for each line item.',
      },
      {
        icon: 'alert',
        title: 'Review the flags',
        text: 'Units and codes are normalized, and duplicates, omissions and pricing anomalies are flagged for review.',
      },
      {
        icon: 'compare',
        title: 'Compare and export',
        text: 'Compare two versions line by line, then export the result to CSV or PDF.',
      },
    ],
    demo: {
      title: 'See it in action',
      intro: 'Two estimates of the same loss, compared line by line and filtered by the amount in dispute.',
      clip: clips.estimateComparison,
    },
    capabilities: [
      {
        icon: 'document',
        title: 'Reads the formats you receive',
        text: 'PDF estimates, estimating-software exports and CSV files, including long multi-area estimates.',
      },
      {
        icon: 'table',
        title: 'Complete line items',
        text: 'Every line with description, quantity, unit price, RCV, depreciation, ACV, tax and overhead and profit.',
      },
      {
        icon: 'ruler',
        title: 'Normalized units and codes',
        text: 'Squares, square feet, linear feet and item codes lined up, so two estimates compare like for like.',
      },
      {
        icon: 'copy',
        title: 'Duplicates and omissions',
        text: 'Items priced twice and items one estimate leaves out are flagged before anyone signs off.',
      },
      {
        icon: 'dollar',
        title: 'Pricing anomalies',
        text: 'Unit prices that stand out from the rest of the estimate are marked for a second look.',
      },
      {
        icon: 'export',
        title: 'Version comparison and export',
        text: 'Compare any two versions line by line and export the report to CSV or PDF.',
      },
    ],
    benefits: [
      {
        role: 'Insurance',
        summary: 'Review more estimates to one standard.',
        points: [
          'Spot duplicates and pricing anomalies before payment.',
          'Compare a supplement with the original in minutes.',
          'Keep an auditable record of what changed and why.',
        ],
      },
      {
        role: 'Public Adjusters',
        summary: 'Show the carrier exactly what it missed.',
        points: [
          'Every omitted and under-measured item, with its value.',
          'Filter the report to the RCV, depreciation or O&P in dispute.',
          'Send a clean comparison instead of a marked-up PDF.',
        ],
      },
      {
        role: 'Attorneys',
        summary: 'Turn two estimates into one clear exhibit.',
        points: [
          'A line-by-line record of the difference in value.',
          'Totals that reconcile to the cent.',
          'Export the comparison for a demand, appraisal or mediation.',
        ],
      },
    ],
    dashboard: { kind: 'sample-estimate' },
    ctas: [
      { kind: 'link', label: 'Try It With Your Estimates', href: '/free-trial' },
      pricing,
      talkToSales,
    ],
    closing: {
      title: 'Bring two estimates you already know',
      text: 'Start a free trial with your own estimates, see the plans, or talk to our team about your volume.',
    },
  },
  {
    path: '/products/policy-analyzer',
    tagline: 'The clauses that decide a claim, found, summarized and cited.',
    screen: screens.policyAnalyzer,
    glance:
      'Policy Analyzer on a homeowner’s policy: limits, deductibles, exclusions, endorsements and definitions listed beside the policy page, each with its citation.',
    steps: [
      {
        icon: 'upload',
        title: 'Upload the policy',
        text: 'PDF or DOCX, with its declarations, forms and endorsements, however long it runs.',
      },
      {
        icon: 'list-check',
        title: 'Get the coverage summary',
        text: 'Limits, deductibles, exclusions, endorsements and definitions, extracted and grouped.',
      },
      {
        icon: 'quote',
        title: 'Ask and verify',
        text: 'Ask a coverage question and get an answer with the page, section and clause it rests on.',
      },
      {
        icon: 'compare',
        title: 'Compare and protect',
        text: 'Compare policy versions or carriers, redact personal information and see who opened the policy.',
      },
    ],
    demo: {
      title: 'See it in action',
      intro: 'A 42-page policy read in seconds: each finding appears as the clause behind it lights up.',
      clip: clips.policyAnalysis,
    },
    capabilities: [
      {
        icon: 'list-check',
        title: 'Coverage summary',
        text: 'Limits, deductibles, exclusions, endorsements and definitions on one screen instead of forty pages.',
      },
      {
        icon: 'quote',
        title: 'Citation-backed answers',
        text: 'Each answer names its page, section and clause, and opens the policy at that spot.',
      },
      {
        icon: 'compare',
        title: 'Versions and carriers compared',
        text: 'See what changed between renewals, or how two carriers word the same coverage.',
      },
      {
        icon: 'book',
        title: 'Definitions in context',
        text: 'Defined terms such as “sudden and accidental” shown with the wording that governs them.',
      },
      {
        icon: 'lock',
        title: 'PII redaction',
        text: 'Redact names, addresses and policy numbers before a policy is shared outside your team.',
      },
      {
        icon: 'eye',
        title: 'Access logging',
        text: 'A log of who opened each policy and when, for your compliance records.',
      },
    ],
    benefits: [
      {
        role: 'Insurance',
        summary: 'Consistent coverage decisions, documented.',
        points: [
          'Apply the same reading of a form across every claim.',
          'Record the clause behind each decision in the file.',
          'Redact and log access for compliance.',
        ],
      },
      {
        role: 'Public Adjusters',
        summary: 'Find the coverage before the carrier does.',
        points: [
          'See endorsements and definitions that change the outcome.',
          'Quote the exact clause in your correspondence.',
          'Check deductibles and limits before you estimate.',
        ],
      },
      {
        role: 'Attorneys',
        summary: 'The policy language, organized for argument.',
        points: [
          'Exclusions and definitions with pinpoint citations.',
          'Compare the policy in force with earlier versions.',
          'Share redacted copies with experts and opposing counsel.',
        ],
      },
    ],
    dashboard: {
      kind: 'screen',
      title: 'Reading the policy dashboard',
      intro: 'Every policy gets a dashboard of what it covers, what changed and who has seen it. Here is what each part tells you.',
      image: screens.policyDashboard,
      points: [
        {
          title: 'Coverage at a glance',
          text: 'The dwelling limit, the hurricane and all-other-perils deductibles and the endorsements, each with the page it comes from.',
        },
        {
          title: 'What changed at renewal',
          text: 'Two policy years side by side: a higher deductible, roof surfacing moved to actual cash value, a new water-backup sublimit.',
        },
        {
          title: 'Redaction before sharing',
          text: 'Personal details are redacted in the copy you share with experts, appraisers or opposing counsel.',
        },
        {
          title: 'The access log',
          text: 'Who opened, compared or exported the policy, and when Eureka cited it in an answer.',
        },
      ],
    },
    ctas: [pricing, talkToSales],
    closing: {
      title: 'Read your next policy in minutes',
      text: 'See the plans, or talk to our team about the policies your claims depend on.',
    },
  },
  {
    path: '/products/claims-summary',
    tagline: 'The whole claim, written for whoever reads it next.',
    status: 'Coming soon',
    screen: screens.claimsSummary,
    glance:
      'A claim summary written for an attorney, beside the claim’s timeline from the storm to the appraisal demand, with the carrier’s and the contractor’s totals.',
    steps: [
      {
        icon: 'users',
        title: 'Choose the reader',
        text: 'Adjuster, attorney or insured: the summary is written for the person who will read it.',
      },
      {
        icon: 'document',
        title: 'Review the summary',
        text: 'What happened, what each estimate says, where the parties differ and what comes next.',
      },
      {
        icon: 'clock',
        title: 'Follow the timeline',
        text: 'Every event of the claim in order, each linked to the document that records it.',
      },
      {
        icon: 'export',
        title: 'Export it',
        text: 'Send the summary as a PDF, or the timeline as a CSV for your own records.',
      },
    ],
    demo: {
      title: 'See it in action',
      intro: 'One claim summarized for an attorney, with its timeline laid out beside it.',
      clip: clips.claimsSummary,
    },
    capabilities: [
      {
        icon: 'users',
        title: 'Role-aware summaries',
        text: 'The same claim told for an adjuster, an attorney or the insured, in the detail each one needs.',
      },
      {
        icon: 'clock',
        title: 'Timeline view',
        text: 'From the date of loss to the latest letter, every event in order and tied to its source.',
      },
      {
        icon: 'dollar',
        title: 'The figures that matter',
        text: 'Each estimate’s total and the difference between them, taken from the extracted line items.',
      },
      {
        icon: 'quote',
        title: 'Sources for every statement',
        text: 'Each sentence of the summary points to the document it summarizes.',
      },
      {
        icon: 'export',
        title: 'PDF and CSV export',
        text: 'A summary ready to send, and a timeline ready for your spreadsheet or case file.',
      },
      {
        icon: 'shield',
        title: 'Kept with the claim',
        text: 'Summaries are stored with the claim they describe and are never mixed with another claim’s files.',
      },
    ],
    benefits: [
      {
        role: 'Insurance',
        summary: 'Hand over a file in five minutes.',
        points: [
          'Brief a supervisor or a reassigned adjuster quickly.',
          'A timeline for reserve and litigation reviews.',
          'Consistent summaries across the whole team.',
        ],
      },
      {
        role: 'Public Adjusters',
        summary: 'Keep your client informed in plain language.',
        points: [
          'A summary written for the insured, not for an adjuster.',
          'Show progress with the timeline at each step.',
          'Export a status report in one click.',
        ],
      },
      {
        role: 'Attorneys',
        summary: 'A chronology you can rely on.',
        points: [
          'Every event dated and sourced.',
          'The disputed amounts, reconciled from the estimates.',
          'An intake summary for every new matter.',
        ],
      },
    ],
    ctas: [
      { kind: 'disabled', label: 'See a Live Demo', reason: comingSoon },
      { kind: 'disabled', label: 'Get Pricing', reason: comingSoon },
      { kind: 'disabled', label: 'Talk to Sales', reason: comingSoon },
    ],
    closing: {
      title: 'Claims Summary is on its way',
      text: 'It is coming soon. Meanwhile, Delta Mate and its assistant already answer questions about the whole claim.',
      alternative: { kind: 'link', label: 'Explore Delta Mate', href: '/products/delta-mate' },
    },
  },
] as const satisfies readonly ProductRecord[];

const byPath = new Map<string, ProductRecord>(products.map((product) => [product.path, product]));

/** The product record for a path, or undefined for a path that is not a product page. */
export function findProduct(path: string): ProductRecord | undefined {
  return byPath.get(path);
}

/** The closing band repeats the calls to action that work (disabled ones stay in the hero), then any alternative. */
export function closingActions({ ctas, closing }: ProductRecord): CtaAction[] {
  const working = ctas.filter((action) => action.kind !== 'disabled');
  return closing.alternative ? [...working, closing.alternative] : working;
}
