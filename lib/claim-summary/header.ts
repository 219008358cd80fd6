/**
 * What a document's header states about its claim: the labelled values an estimate's cover or first page
 * prints (`Date of Loss: 6/25/2024 8:00 PM`, `Claim Number: …`, `Insurance Company: Allstate …`, `Date Est.
 * Completed: …`) and those a declarations page or a claim report prints (`Policy Period: From 01/24/2024 To
 * 01/24/2025`, `Operating Company: American Family`). The estimate and policy readers do not return these; they
 * are read here from the pages of text (lib/pdf), as printed, with their page.
 *
 * A label is a run of words ending with a colon (`Date of Loss:`, `CLAIM NO.:`), or two rows of one label
 * (`Insurance` over `Company:`); its value is the words after it on its row, up to the next label or a wide gap,
 * and, for a name or an address, the rows right under the value that start where it starts. Guide pages that
 * explain a made-up estimate (`GUIDE_EXAMPLE`, a sample cover) are skipped, as the estimate reader skips them.
 */
import type { PdfPage } from '@/lib/pdf/page';
import { rowsOf, type Row, type Word } from '@/lib/pdf/rows';
import { parsePrintedDate, printedDates } from './dates';
import type { IsoDate } from './types';

export const headerKeys = [
  'carrier',
  'claimNumber',
  'policyNumber',
  'dateOfLoss',
  'typeOfLoss',
  'insured',
  'property',
  'adjuster',
  'estimator',
  'contacted',
  'received',
  'inspected',
  'entered',
  'completed',
  'policyPeriod',
] as const;
export type HeaderKey = (typeof headerKeys)[number];

/** One labelled value as printed, where it is printed, and the dates it states. */
export interface HeaderFact {
  readonly key: HeaderKey;
  /** The label as printed (`Date Est. Completed`). */
  readonly label: string;
  /** The value as printed, its rows joined by `, `. */
  readonly value: string;
  readonly page: number;
  /** The date the value states (a date field), or the two ends of a period. */
  readonly date?: IsoDate;
  readonly until?: IsoDate;
}

/** Labels, lower case without their colon and full stops, and what each names. */
const labels: Readonly<Record<string, HeaderKey>> = {
  'insurance company': 'carrier',
  'operating company': 'carrier',
  'insurance carrier': 'carrier',
  carrier: 'carrier',
  insurer: 'carrier',
  'claim number': 'claimNumber',
  'claim no': 'claimNumber',
  'claim #': 'claimNumber',
  'policy number': 'policyNumber',
  'policy no': 'policyNumber',
  'policy #': 'policyNumber',
  'date of loss': 'dateOfLoss',
  'loss date': 'dateOfLoss',
  'type of loss': 'typeOfLoss',
  'cause of loss': 'typeOfLoss',
  'type of claim': 'typeOfLoss',
  insured: 'insured',
  'named insured': 'insured',
  policyholder: 'insured',
  property: 'property',
  'residence premises': 'property',
  'loss location': 'property',
  'claim rep': 'adjuster',
  'claim representative': 'adjuster',
  adjuster: 'adjuster',
  'claim professional': 'adjuster',
  estimator: 'estimator',
  'date contacted': 'contacted',
  'date received': 'received',
  'date reported': 'received',
  'date inspected': 'inspected',
  'inspection date': 'inspected',
  'date entered': 'entered',
  'date est completed': 'completed',
  'date completed': 'completed',
  'estimate date': 'completed',
  'policy period': 'policyPeriod',
};

/** Values that run over several rows (a company's name, an address). */
const multiRow = new Set<HeaderKey>(['carrier', 'property']);
/** Values that are dates. */
const dated = new Set<HeaderKey>(['dateOfLoss', 'contacted', 'received', 'inspected', 'entered', 'completed']);
/** Values that are one code (`0000000000`); what follows it on the row is another field (`CAT - PCS2537`). */
const codes = new Set<HeaderKey>(['claimNumber', 'policyNumber']);

/** How far down the pages labels are looked for: a cover, a letter, a guide, then the estimate's own header. */
const PAGES_READ = 10;
/** Wider than this share of the font size, a gap between two words ends a value. */
const WIDE_GAP = 4;

const guidePage =
  /\bguide to (reading|your|understanding)\b|\bsummary guide\b|\bhow to read\b|\bbased on a sample estimate\b|GUIDE_EXAMPLE/i;

const normal = (text: string) => text.toLowerCase().replace(/[.:]/g, '').replace(/\s+/g, ' ').trim();

/** A word that ends a label: `Loss:`, `NO.:`, not a time (`5:10`) or a web address. */
const endsLabel = (word: Word) => /[A-Za-z.#)]:$/.test(word.text);

interface LabelAt {
  readonly key: HeaderKey;
  readonly label: string;
  /** Index of the label's first and last word in the row. */
  readonly from: number;
  readonly to: number;
  /** The label's first word on the row above, for a label printed over two rows. */
  readonly above?: { readonly row: Row; readonly index: number };
}

/** The labels of a row: runs of up to four words ending in a colon that name a known label. */
function labelsOf(row: Row, above: Row | undefined): LabelAt[] {
  const found: LabelAt[] = [];
  row.words.forEach((word, to) => {
    if (!endsLabel(word)) return;
    for (let from = Math.max(0, to - 3); from <= to; from += 1) {
      const words = row.words.slice(from, to + 1);
      const key = labels[normal(words.map((w) => w.text).join(' '))];
      // Labels are set in capitals or title case; `… to property:` in a sentence is not one.
      if (key && /^[A-Z]/.test(words[0]!.text)) {
        found.push({
          key,
          label: words
            .map((w) => w.text)
            .join(' ')
            .replace(/:$/, ''),
          from,
          to,
        });
        return;
      }
    }
    // `Insurance` above `Company:`, at the same place on the row above.
    if (above) {
      const index = above.words.findIndex(
        (w) => Math.abs(w.x0 - word.x0) < 0.6 * (word.size ?? 10) || (w.x0 <= word.x0 && w.x1 >= word.x0),
      );
      const key = index === -1 ? undefined : labels[normal(`${above.words[index]!.text} ${word.text}`)];
      if (key)
        found.push({
          key,
          label: `${above.words[index]!.text} ${word.text.replace(/:$/, '')}`,
          from: to,
          to,
          above: { row: above, index },
        });
    }
  });
  return found;
}

/** The words after a label on its row, up to the next label (`end`), a word ending in a colon or a wide gap. */
function valueWords(words: readonly Word[], start: number, end = words.length): Word[] {
  const value: Word[] = [];
  for (let i = start; i < end; i += 1) {
    const word = words[i]!;
    const previous = value.at(-1) ?? words[start - 1];
    const size = word.size ?? 10;
    if (endsLabel(word) && (value.length > 0 || /^[A-Z]/.test(word.text))) break;
    // The first word may stand a little apart from its label (a column of values); later ones only a word apart.
    if (previous && word.x0 - previous.x1 > (value.length === 0 ? 2 * WIDE_GAP : WIDE_GAP) * size) break;
    value.push(word);
  }
  return value;
}

const join = (words: readonly Word[]) => words.map((w) => w.text).join(' ');

/**
 * Rows under a value that go on with it: close below, starting where the value starts (or, a lone word, where its
 * label starts), with nothing to their left; only their words under the value, up to a label or a wide gap.
 */
function continuation(rows: readonly Row[], index: number, valueX: number, labelX: number): Word[][] {
  const more: Word[][] = [];
  let last = rows[index]!;
  for (let next = index + 1; next < rows.length && more.length < 3; next += 1) {
    const row = rows[next]!;
    const size = row.size || 10;
    if (row.y - last.y > 1.6 * size) break;
    const start = row.words.findIndex((w) => w.x0 >= valueX - 3);
    const underLabel = Math.abs((row.words[0]?.x0 ?? -99) - labelX) < 3 && row.words.length <= 2 && !row.words.some(endsLabel);
    if (underLabel && start !== 0) {
      more.push([...row.words]);
    } else {
      if (start !== 0 || Math.abs(row.words[0]!.x0 - valueX) >= 3) break;
      const words = valueWords(row.words, 0);
      if (words.length === 0) break;
      more.push(words);
    }
    last = row;
  }
  return more;
}

function factOf(key: HeaderKey, label: string, value: string, page: number): HeaderFact | null {
  const text = value
    .replace(/\s+/g, ' ')
    .replace(/^[-–:]\s*/, '')
    .trim();
  if (text === '') return null;
  if (key === 'policyPeriod') {
    const [date, until] = printedDates(text);
    return date && until ? { key, label, value: text, page, date, until } : null;
  }
  if (dated.has(key)) {
    const date = parsePrintedDate(text);
    return date ? { key, label, value: text, page, date } : null;
  }
  if (codes.has(key)) {
    const code = /^[A-Z0-9][A-Z0-9-]*[A-Z0-9]/i.exec(text)?.[0];
    return code && /\d/.test(code) ? { key, label, value: code, page } : null;
  }
  // A name or an address is words, not a lone figure or a phone number.
  if (!/[A-Za-z]/.test(text)) return null;
  return { key, label, value: text, page };
}

/** The labelled facts of a document's header pages, the first of each kind (and any later one that differs). */
export function headerFacts(pages: readonly PdfPage[]): HeaderFact[] {
  const facts: HeaderFact[] = [];
  const seen = new Map<HeaderKey, Set<string>>();
  for (const page of pages.slice(0, PAGES_READ)) {
    const rows = rowsOf(page);
    if (rows.some((row) => guidePage.test(row.text))) continue;
    rows.forEach((row, index) => {
      const found = labelsOf(row, rows[index - 1]);
      found.forEach((at, i) => {
        const words = valueWords(row.words, at.to + 1, found[i + 1]?.from);
        const before = at.above ? valueWords(at.above.row.words, at.above.index + 1) : [];
        const parts = [join(before), join(words)].filter(Boolean);
        const first = before[0] ?? words[0];
        if (multiRow.has(at.key) && first) {
          for (const more of continuation(rows, index, first.x0, row.words[at.from]!.x0)) parts.push(join(more));
        }
        const glue = at.key === 'property' ? ', ' : ' ';
        const fact = factOf(at.key, at.label, parts.join(glue), page.number);
        if (!fact) return;
        const values = seen.get(fact.key) ?? new Set<string>();
        const same = fact.date ?? fact.value.toLowerCase();
        // A later page's different date is kept beside the first, never in its place; other values once.
        if (values.has(same) || (values.size > 0 && !dated.has(fact.key))) return;
        values.add(same);
        seen.set(fact.key, values);
        facts.push(fact);
      });
    });
  }
  return facts;
}
