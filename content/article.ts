/** /article: our long-form guide to how AI reads an estimate and a policy (issue 4). */
import type { CtaAction, LongFormDocument } from './types';

export const article = {
  preamble: [
    'An estimate and a policy are the two documents that decide most property claims, and they could hardly be more different. One is a table of hundreds of priced line items; the other is a contract written in defined terms, with endorsements that quietly rewrite earlier pages.',
    'This guide explains, step by step and without jargon, what an AI model does with each of them, what it checks, how it shows its work, and where a person still makes the call.',
  ],
  sections: [
    {
      id: 'two-documents',
      heading: 'Two documents, two kinds of reading',
      blocks: [
        'Reading an estimate is mostly about structure and arithmetic. Which items are listed, in what quantities, at what prices, and do the totals add up? Two estimates for the same loss can differ in hundreds of small ways, and the dispute is usually about a handful of them.',
        'Reading a policy is about language and precedence. A coverage question is answered by a chain of clauses: the insuring agreement grants coverage, an exclusion takes some of it away, an exception to the exclusion gives part of it back, and an endorsement may change all three. The answer is only as good as the chain behind it.',
        'A useful AI system treats these as two different jobs. It builds a clean table from the estimate and a map of the policy, and then answers questions against both.',
      ],
    },
    {
      id: 'from-pages-to-structure',
      heading: 'Step 1: from pages to structure',
      blocks: [
        'Estimates and policies arrive as PDFs, estimate exports, CSV files, Word documents and, often, scans of printouts. The first step is to recover the text and the layout: which words form a table row, which heading a paragraph belongs to, where a page ends.',
        'For digital files the text is already there; the work is in the layout. For scans, optical character recognition turns the image into text first, and a layout model rebuilds columns and tables from the positions of the words. Both steps keep a record of the page and position of every word, which is what later makes citations possible.',
        { list: ['Text and positions for every page', 'Tables rebuilt as rows and columns', 'Headings, sections and page numbers kept with the text'] },
      ],
    },
    {
      id: 'reading-the-estimate',
      heading: 'Step 2: reading the estimate',
      blocks: [
        'Once the tables are rebuilt, the model identifies what each column means and extracts every line item: its description, quantity, unit, unit price, replacement cost value (RCV), depreciation, actual cash value (ACV), tax and overhead and profit (O&P).',
        'Different estimating packages name and order these columns differently, and people edit them by hand. So the next step is normalisation: units such as squares, square feet and linear feet are converted to a common basis, item codes are mapped to a shared catalogue, and section headings such as “Roof” or “Elevation 2” are kept so every line stays in context.',
        { subheading: 'Why normalisation matters' },
        'Without it, “RFG 240 – 3 tab shingles, 24.5 SQ” in one estimate and “Comp. shingle roofing, 2,450 SF” in another look like different items. After normalisation they are the same item in the same quantity, and a comparison can focus on real differences.',
      ],
    },
    {
      id: 'checking-the-numbers',
      heading: 'Step 3: checking the numbers',
      blocks: [
        'With clean line items, simple rules do a lot of work. The system recalculates quantity times unit price, subtotals by section, tax and O&P, and flags any line where the printed figure does not match.',
        'It also looks for patterns that usually indicate a problem:',
        {
          list: [
            'Duplicates: the same item listed twice in one section, or in two sections that overlap.',
            'Omissions: items that normally accompany others, such as starter strip and drip edge with a roof replacement.',
            'Pricing anomalies: unit prices far from the rest of the estimate or from the regional price list it cites.',
          ],
        },
        'None of these flags is a conclusion. They are a short list of places a person should look first.',
      ],
    },
    {
      id: 'comparing-estimates',
      heading: 'Step 4: comparing two estimates',
      blocks: [
        'Most disputes involve at least two estimates: the contractor’s and the carrier’s, or an original and a revision. Comparing them by hand means matching hundreds of lines that are worded, ordered and grouped differently.',
        'Because both estimates are now normalised, the system can match lines item by item, even when descriptions differ, and show what is missing from one side, what differs in quantity or price and how each difference moves RCV, ACV, depreciation and O&P. The report can be filtered to any of those measures, which is usually where a negotiation starts.',
      ],
    },
    {
      id: 'reading-the-policy',
      heading: 'Step 5: reading the policy',
      blocks: [
        'For a policy, the model first builds a map: the declarations page with its limits and deductibles, the insuring agreements, the exclusions and conditions, the definitions, and every endorsement with the parts of the form it changes.',
        'Definitions matter more than they seem. When a policy defines “roof surfacing” or “cosmetic damage”, every clause that uses the term has to be read with that definition, and the map keeps those links so the model does not read a defined term in its everyday sense.',
        'Endorsements matter most of all. A windstorm deductible endorsement, an exclusion of cosmetic damage to metal roofing or an ordinance-or-law coverage endorsement can change the answer to a question that the main form seems to settle. The map records which endorsement amends which section, so an answer always takes the amended wording into account.',
      ],
    },
    {
      id: 'answers-with-citations',
      heading: 'Step 6: answers with citations',
      blocks: [
        'When you ask a question, such as whether wind-driven rain is covered or which deductible applies, the system retrieves the passages of your documents that bear on it and asks the language model to answer from those passages only.',
        'Every statement in the answer comes with a citation to the page and passage it relies on, and you can open the source next to the answer. If the documents do not settle the question, the right answer is to say so, and the system is built to prefer “the policy does not say” over a confident guess.',
        'Answers are drawn only from the documents of the claim you are working in. Each claim is kept separate, so nothing from one insured’s file can appear in another’s.',
      ],
    },
    {
      id: 'where-people-decide',
      heading: 'Where people stay in charge',
      blocks: [
        'AI changes how fast the documents can be read, not who is responsible for the claim. An adjuster decides what the policy covers, a contractor decides what the repair requires, an attorney decides what to argue. The platform gives each of them a faster, better-organised view of the evidence.',
        'That is also why the platform gives no legal advice and does no public adjusting. Its job is to read, organise and cite; the judgement belongs to licensed professionals and to the parties themselves.',
        { subheading: 'Good habits when working with AI' },
        {
          list: [
            'Open the citation before relying on an answer in a letter or a report.',
            'Treat flags as a reading list, not a verdict.',
            'Keep the original documents in the claim file; the extracted tables are a view of them, not a replacement.',
          ],
        },
      ],
    },
    {
      id: 'getting-started',
      heading: 'Trying it on your own documents',
      blocks: [
        'The quickest way to judge any of this is on a claim you already know well. Upload its estimates and policy, compare what the platform finds with what you found, and see how long it took.',
        'You can start a free trial, book a live demo with our team or read the answers to common questions on our FAQ page.',
      ],
    },
  ],
} as const satisfies LongFormDocument;

export const articlePage = {
  eyebrow: 'Guide',
  tocTitle: 'In this article',
  closing: {
    title: 'See it on a claim you know',
    text: 'Upload an estimate and a policy from a closed claim and compare what the platform finds with what you found.',
  },
  actions: [
    { kind: 'link', label: 'Start a Free Trial', href: '/free-trial' },
    { kind: 'scheduler', label: 'Book a Live Demo' },
  ] satisfies CtaAction[],
} as const;
