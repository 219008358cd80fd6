/**
 * The route registry: every page of the site that has its own file under app/ (spec §2). A leaf: it imports
 * nothing. content/pages.ts joins it with the pages made from content (blog posts, tag pages) into the one
 * page index that the navigation, footer, metadata, sitemap, Open Graph images and the e2e walks read.
 */

/** Footer background tones (spec §2: "the footer background colour varies by route"). */
export type FooterTone = 'navy' | 'midnight' | 'brand';

export interface RouteRecord {
  readonly path: string;
  /** Short name for navigation and footer links. */
  readonly label: string;
  /** The page part of `<title>`; the metadata helper appends " | Brand". */
  readonly title: string;
  /** Meta description: 50–160 characters, unique. */
  readonly description: string;
  /** The page's single `h1`. */
  readonly heading: string;
  /** The paragraph under the heading. */
  readonly intro: string;
  /** `false` adds `noindex` and leaves the page out of the sitemap. */
  readonly indexable: boolean;
  /**
   * Set when the page shows another page's content: its canonical URL points there and it stays out of the
   * sitemap (set by the page index, content/pages.ts).
   */
  readonly canonicalPath?: string;
  readonly footer: { readonly tone: FooterTone; readonly shape: boolean };
}

const standard = { tone: 'navy', shape: true } as const;
const product = { tone: 'midnight', shape: true } as const;
const audience = { tone: 'brand', shape: false } as const;

export const routes = [
  {
    path: '/',
    label: 'Home',
    title: 'AI for Insurance Claim Disputes',
    description:
      'AI that reads estimates, policies and claim files, cites its sources and turns weeks of dispute work into minutes, for adjusters, attorneys and contractors.',
    heading: 'Seamless dispute resolution, powered by AI',
    intro:
      'One workspace for every claim. Upload estimates, policies and photos, and get line-item comparisons, policy answers with citations and ready-to-send summaries in minutes instead of days.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/our-solution',
    label: 'Our Solution',
    title: 'Our Solution: The Claims AI Product Suite',
    description:
      'See how the suite takes a claim from upload to insight: automatic file classification, policy summaries, estimate comparison and the Eureka assistant.',
    heading: 'One product suite for the whole claim',
    intro:
      'Create a claim, upload its files and let the platform classify, read and compare them. Ask Eureka what you need to know, then apply the answers to your correspondence, summaries and reports.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/blog',
    label: 'Blog',
    title: 'Blog: News, Conferences and Live Demos',
    description:
      'Company news and the industry conferences where our team runs live demos all day, from the Claims Conference to the International Roofing Expo.',
    heading: 'News and events',
    intro:
      'What we are building, where we have been and where to find us next. Our team runs live product demos all day at every conference we attend.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/blog-detail',
    label: 'Featured Story',
    title: 'Featured Story: We Joined an AI Accelerator',
    description:
      'Our featured story from May 2025: the team joined an AI accelerator programme to bring claim-dispute AI to more adjusters, attorneys and contractors.',
    heading: 'We joined an AI accelerator programme',
    intro:
      'In May 2025 our team was accepted into an AI accelerator programme. Here is what it means for the product and for the people who use it.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/article',
    label: 'Article',
    title: 'How AI Reads an Estimate and a Policy',
    description:
      'A plain-language guide to how claims AI extracts estimate line items, reads policy clauses and cites its sources, and where a human still decides.',
    heading: 'How AI reads an estimate and a policy',
    intro:
      'Estimates and policies are long, dense and written for different readers. This guide walks through what an AI model does with each document, step by step, and where your judgement stays in charge.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/demo-videos',
    label: 'Demo Videos',
    title: 'Product Demo Videos',
    description:
      'Short walkthroughs of Delta Mate, Estimate Analyzer, Policy Analyzer and the Eureka assistant. New videos are on the way; request a live demo meanwhile.',
    heading: 'Product demo videos',
    intro:
      'Short, focused walkthroughs of each product are in production. Until they are published, we will gladly show you the platform live on your own documents.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/compare',
    label: 'Compare',
    title: 'Compare Claims Software Side by Side',
    description:
      'How our claims AI compares with two typical alternatives on extraction, policy analysis, estimate comparison, reporting and turnaround time.',
    heading: 'Compare the platform with the alternatives',
    intro:
      'Most claim teams still combine manual review, keyword search and add-on tools. This table shows, feature by feature, what changes when one AI platform does the reading.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/webinars',
    label: 'Webinars',
    title: 'Webinars and Podcasts',
    description:
      'Upcoming webinars and podcast episodes on AI in claims handling, estimate disputes and policy analysis. Session dates are to be announced.',
    heading: 'Webinars and podcasts',
    intro:
      'Conversations with adjusters, attorneys and contractors about putting AI to work on real claims. Our first sessions are being scheduled now.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/tools',
    label: 'Tools and Tips',
    title: 'Free Tools and Tips for Claims Professionals',
    description:
      'Free resources for claims work: the Estimator Checker, the Policy Highlighter and the Claim Summary Builder, with tips on getting the most from each.',
    heading: 'Tools and tips',
    intro: 'Three free resources that bring a piece of the platform to your everyday work, whether or not you are a customer yet.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/tools/estimator-checker',
    label: 'Estimator Checker',
    title: 'Estimator Checker: A Free Health Check for Estimates',
    description:
      'Check an estimate’s line math, RCV and ACV, tax and O&P by trade, duplicates, unit prices and often-missed items, in your browser. Nothing is uploaded.',
    heading: 'Estimator Checker',
    intro:
      'Drop the estimate PDF you were sent, as Xactimate or Symbility printed it, or an export of its line items, and get its health check in seconds: the arithmetic of every line and every printed total, tax and overhead and profit, duplicates, unit prices and items often missing. Each finding shows the lines it rests on. The file never leaves your browser.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/tools/estimate-comparison',
    label: 'Estimate Comparison',
    title: 'Estimate Comparison: Two Estimates, Line by Line, Free',
    description:
      'Compare a carrier’s and a contractor’s estimate line by line in your browser: added scope, quantities, prices, tax and O&P. Nothing is uploaded.',
    heading: 'Estimate Comparison',
    intro:
      'Drop the two estimates you hold, the carrier’s and the contractor’s (or a revision and the original), as PDFs or exports. Every line is paired with the same item on the other side, and the difference is explained cause by cause: scope only one side has, quantities, unit prices, tax and O&P. Both files stay in your browser.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/tools/policy-highlighter',
    label: 'Policy Highlighter',
    title: 'Policy Highlighter: Limits, Exclusions and Endorsements',
    description:
      'Find a policy’s limits, deductibles, definitions, exclusions and endorsement changes, each with its page, in your browser. Nothing is uploaded.',
    heading: 'Policy Highlighter',
    intro:
      'Drop the PDFs of a policy, the declarations, the form and its endorsements in any order, and get its limits, deductibles, definitions, exclusions, endorsements and claim conditions, each with the page it is on and its words highlighted there. Print a one-page index for your file. The files never leave your browser.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/tools/claim-summary-builder',
    label: 'Claim Summary Builder',
    title: 'Claim Summary Builder: A One-Page Claim Summary, Free',
    description:
      'Build a one-page claim summary with a timeline from your policy and estimates, in your browser, then export a PDF or CSV. Nothing is uploaded.',
    heading: 'Claim Summary Builder',
    intro:
      'Walk through the claim step by step: the parties, the date of loss, the coverage and the amounts in dispute. Add the policy and the two estimates and the builder proposes what they state, each figure with the file and page it comes from, for you to accept or change. Choose who will read it, then export a PDF or a CSV. Your draft is kept in this browser only.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/team',
    label: 'About Us',
    title: 'About Us: The Team Behind the Platform',
    description:
      'Meet the leadership and technical team building AI for insurance claim disputes, and the values of integrity, innovation and excellence that guide us.',
    heading: 'About us',
    intro:
      'We are claims professionals and engineers who have seen disputes drag on for months over documents nobody had time to read. We build the tools we wished we had.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/what-is-ai',
    label: 'Why AI',
    title: 'Why AI for Insurance Claims',
    description:
      'Why AI belongs in claims handling: how our models are trained on claim documents and what adjusters, attorneys and contractors can do with them.',
    heading: 'Why AI for insurance claims?',
    intro:
      'Claims run on documents: estimates, policies, photos, reports and letters. AI reads them at the speed of a search and points to the page behind every answer, so people can spend their time on judgement.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/FAQs',
    label: 'FAQ',
    title: 'Frequently Asked Questions',
    description:
      'Answers to common questions: what the platform does, who uses it, why claim teams need it and which estimate formats it supports (PDF, exports, CSV).',
    heading: 'Frequently asked questions',
    intro: 'Short answers to the questions we hear most. If yours is not here, ask us directly.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/testimonials',
    label: 'Testimonials',
    title: 'Customer Testimonials',
    description:
      'What general contractors, adjusters and attorneys say about resolving claim disputes with our AI platform, in their own words.',
    heading: 'What our users say',
    intro: 'General contractors, adjusters and attorneys use the platform on live claims every day. Here is what they tell us.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/careers',
    label: 'Careers',
    title: 'Careers: Build AI for Insurance Claims',
    description:
      'Join a small team building AI for insurance claim disputes. Open roles in engineering and customer success, with medical, dental, remote work and flex PTO.',
    heading: 'Careers',
    intro:
      'We are a small team with a large problem to solve. If you want your work to shorten real disputes for real people, we would like to hear from you.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/partner-api',
    label: 'Partner API',
    title: 'Partner API for Claims Platforms',
    description:
      'Connect your claims system to our AI through the Partner API: authentication, webhooks and SDKs. Documentation is coming soon; talk to us about early access.',
    heading: 'Partner API',
    intro:
      'Bring estimate extraction, policy analysis and claim summaries into the systems your team already uses. The API is in private preview with a small group of partners.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/adjusters',
    label: 'For Adjusters',
    title: 'AI for Independent and Public Adjusters',
    description:
      'Compare estimates line by line, check coverage with cited policy answers and classify claim files automatically. Built for independent and public adjusters.',
    heading: 'Be Confident in the Claim',
    intro:
      'Know every line of both estimates and every clause of the policy before you pick up the phone. Spend your hours negotiating, not re-keying.',
    indexable: true,
    footer: audience,
  },
  {
    path: '/attorneys',
    label: 'For Attorneys',
    title: 'AI for Insurance Claim Attorneys',
    description:
      'Build the stronger case from the documents up: estimate discrepancies, policy language with citations and a claim file your whole firm can search.',
    heading: 'Build the Stronger Case, Line by Line',
    intro:
      'Every disputed claim comes down to what the documents say. See the discrepancies, the governing clauses and the timeline in one place, each tied to its source page.',
    indexable: true,
    footer: audience,
  },
  {
    path: '/contractors',
    label: 'For Contractors',
    title: 'AI for Contractors and Restoration Firms',
    description:
      'Give your estimators and project managers AI that compares your estimate with the carrier’s, explains the policy and answers questions from the claim file.',
    heading: 'Personalized Simplicity To Empower Your Teams',
    intro:
      'Your crews should be on roofs, not rewriting supplements. Show exactly which line items the carrier missed and why the policy covers them.',
    indexable: true,
    footer: audience,
  },
  {
    path: '/insurers-tpa',
    label: 'For Insurers and TPAs',
    title: 'AI for Insurers and Third-Party Administrators',
    description:
      'Consistent, auditable claim review at scale for carriers and TPAs: estimate comparison, policy analysis with citations and automatic file classification.',
    heading: 'Modern analytics for the Modern Agency',
    intro:
      'Review more claims with the same team and apply the same standard to each. Every figure and every coverage answer points back to the page it came from.',
    indexable: true,
    footer: audience,
  },
  {
    path: '/terms-of-use',
    label: 'Terms of Use',
    title: 'Terms of Use',
    description:
      'The terms that govern use of our website and AI claims platform: accounts, acceptable use, intellectual property, liability and governing law.',
    heading: 'Terms of Use',
    intro: 'Last updated October 1, 2024. Please read these terms carefully before using the website or the platform.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/privacy-policy',
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    description:
      'How we collect, use, disclose and protect personal information, how cookies are used, and the choices and rights you have, including California rights.',
    heading: 'Privacy Policy',
    intro: 'Effective October 1, 2024. This policy explains what information we collect, why we collect it and the choices you have.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/security',
    label: 'Security',
    title: 'Security and AI Governance',
    description:
      'How the platform handles claim data: each claim kept apart, answers cited to your documents, PII redaction, access logging, human review and disclosure.',
    heading: 'Security and AI governance',
    intro:
      'What the platform does with the claim files you upload, where people stay in charge, and how to reach us about a vulnerability. Each statement names the product it belongs to.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/login-signup',
    label: 'Log In',
    title: 'Log In or Sign Up',
    description:
      'Log in to your claims workspace through our secure hosted sign-in, or choose a plan and create an account in a few minutes.',
    heading: 'Log in or sign up',
    intro:
      'Returning users sign in through our secure hosted login. New to the platform? Choose a plan below and your workspace will be ready within a day.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/pricing',
    label: 'Pricing',
    title: 'Pricing and Plans',
    description:
      'Plans for every claims team, from a single adjuster to an enterprise carrier. Compare what each plan includes and choose the one that fits your caseload.',
    heading: 'Plans for every claims team',
    intro:
      'From a single adjuster to an enterprise carrier, choose the plan that fits your caseload. Every plan includes the Eureka assistant and our three core reports; larger plans add users, pages and custom training.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/free-trial',
    label: 'Free Trial',
    title: 'Start a Free Trial',
    description:
      'Try the platform on your own estimates and policies. Start a free trial, upload a claim and see line-item comparisons and cited answers in minutes.',
    heading: 'Start your free trial',
    intro:
      'The best way to judge the platform is on a claim you know well. Pick a trial plan below, upload your documents and see what it finds.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/contact-us',
    label: 'Contact Us',
    title: 'Contact Us',
    description:
      'Send our team a message, book a demo at a time that suits you or call our headquarters. We reply to every message within 24 hours.',
    heading: 'Contact us',
    intro:
      'Questions about a plan, a partnership or a claim you are working on? Send us a message, book a time with our team or reach us directly.',
    indexable: true,
    footer: standard,
  },
  {
    path: '/test-payments',
    label: 'Test Payments',
    title: 'Test Payments',
    description:
      'An internal page for testing the plan picker and payment form in test mode. It takes no real payments and is not listed in search results.',
    heading: 'Test payments',
    intro: 'This page exercises the plan picker and the payment form in test mode. It never takes a real payment.',
    indexable: false,
    footer: standard,
  },
  {
    path: '/products/delta-mate',
    label: 'Delta Mate',
    title: 'Delta Mate: The AI Claims Workspace',
    description:
      'Delta Mate keeps policies, documents, photos and estimates for each claim in one AI workspace, with filters, search, a built-in assistant, exports and an API.',
    heading: 'Delta Mate',
    intro:
      'The AI claims workspace that keeps every policy, document, photo and estimate of a claim in one place, searchable and ready to answer questions.',
    indexable: true,
    footer: product,
  },
  {
    path: '/products/chat-bot',
    label: 'Eureka Chat Bot',
    title: 'Eureka Chat Bot: Claim Answers With Citations',
    description:
      'Ask Eureka about the policy, the estimate or the claim and get answers grounded in your uploaded documents, with citations and one-click follow-up tasks.',
    heading: 'Eureka Chat Bot',
    intro:
      'Ask about the policy, the estimate or the claim in plain language. Eureka answers from your uploaded documents and shows the page behind every answer.',
    indexable: true,
    footer: product,
  },
  {
    path: '/products/estimate-analyzer',
    label: 'Estimate Analyzer',
    title: 'Estimate Analyzer: Line-Item Extraction and Comparison',
    description:
      'Extract every line item from PDF, estimate exports or CSV, flag duplicates, omissions and pricing anomalies, and compare two estimates line by line.',
    heading: 'Estimate Analyzer',
    intro:
      'Turn any estimate into clean, comparable line items in minutes, with duplicates, omissions and pricing anomalies flagged for review.',
    indexable: true,
    footer: product,
  },
  {
    path: '/products/policy-analyzer',
    label: 'Policy Analyzer',
    title: 'Policy Analyzer: Coverage Answers With Citations',
    description:
      'Extract limits, deductibles, exclusions, endorsements and definitions from PDF or DOCX policies and get citation-backed answers about coverage.',
    heading: 'Policy Analyzer',
    intro:
      'Find the limits, deductibles, exclusions and endorsements that decide a claim, with every answer linked to the clause it came from.',
    indexable: true,
    footer: product,
  },
  {
    path: '/products/claims-summary',
    label: 'Claims Summary',
    title: 'Claims Summary: Role-Aware Claim Summaries',
    description:
      'Summaries of the whole claim written for the reader: adjuster, attorney or insured, with a timeline view and export to PDF or CSV. Coming soon.',
    heading: 'Claims Summary',
    intro: 'A clear account of the whole claim, written for whoever reads it next, with a timeline of every event and document.',
    indexable: true,
    footer: product,
  },
  {
    path: '/signup-success',
    label: 'Sign-up Complete',
    title: 'Welcome Aboard',
    description:
      'Your sign-up is complete. Your login credentials and setup guide are on their way by e-mail, and our team will be in touch within 24 hours.',
    heading: 'Congratulations, you are signed up!',
    intro: 'Your login credentials and setup instructions are on their way to your inbox, and our team will be in touch within 24 hours.',
    indexable: false,
    footer: standard,
  },
] as const satisfies readonly RouteRecord[];

export type RoutePath = (typeof routes)[number]['path'];

const byPath = new Map<string, RouteRecord>(routes.map((route) => [route.path, route]));

/** The registry record for `path`; throws for a path the registry does not know, so a typo fails the build. */
export function getRoute(path: RoutePath): RouteRecord {
  const route = byPath.get(path);
  if (!route) throw new Error(`No route ${path} in content/routes.ts`);
  return route;
}

export function findRoute(path: string): RouteRecord | undefined {
  return byPath.get(path);
}
