/**
 * The summary an estimate prints after its lines (`Line Item Total`, `Material Sales Tax`, `Replacement Cost
 * Value`, `Less Depreciation`, `Actual Cash Value`…, or a supplement's `Dwelling Line Items Subtotal`, `Material
 * Sales Tax (8.25%)`, `Revised Total Estimate (RCV)`): each block read as its rows, a label and one amount each, so
 * that its sums can be checked and the estimate's total stated with the tax it adds.
 */
import type { Row } from '@/lib/pdf/rows';
import { parseCents } from '../numbers';
import type { SummaryBlock, SummaryRow } from '../types';

/** A row's last word when it is an amount: `1,234.56`, `$1,234.56`, `(1,079.36)`, `<179.03>`, `$(10.00)`. */
const amountWord = /^(?:\$?\(\$?[\d,]+\.\d{2}\)|<[\d,]+\.\d{2}>|-?\$?-?[\d,]*\d\.\d{2})$/;

const kinds: readonly (readonly [SummaryRow['kind'], RegExp])[] = [
  ['lineItems', /^(?:[a-z ]+ )?line items? (?:sub)?totals?$/i],
  ['rcv', /^(?:replacement cost value\b|(?:revised )?total estimate \(rcv\)$|total rcv$|rcv total$)/i],
  ['acv', /^actual cash value\b/i],
  ['depreciation', /^less\b.*\bdepreciation\b/i],
  ['deductible', /^less\b.*\bdeductible\b/i],
  ['less', /^less\b/i],
  ['net', /^net\b/i],
  ['subtotal', /^subtotal$/i],
  ['addition', /\b(?:tax|taxes|overhead|profit|o&p)\b/i],
];

function summaryRow(row: Row): Omit<SummaryRow, 'row'> | null {
  const last = row.words.at(-1);
  if (!last || row.words.length < 2 || !amountWord.test(last.text)) return null;
  const label = row.words
    .slice(0, -1)
    .map((word) => word.text)
    .join(' ')
    .replace(/:$/, '');
  // A label holding another amount is a table's row (`Subtotal 13,292.68 1,004.06`), not a summary's.
  if (/\d\.\d{2}(?![\d%])/.test(label) || !/[a-z]/i.test(label)) return null;
  const amount = parseCents(last.text.replace(/^<(.*)>$/, '$1').replace(/^\$\((.*)\)$/, '($1)'), 'dot');
  if (amount === null) return null;
  const kind = kinds.find(([, pattern]) => pattern.test(label))?.[0] ?? 'other';
  return { kind, label, amount: Math.abs(amount), page: row.page, printed: row.text };
}

/**
 * The summary blocks among `rows` (rows outside the line-item tables): each starts at a line-item total and runs on
 * while its rows print a label and one amount, on one page.
 */
export function summaryBlocks(rows: readonly Row[], firstRow: number): SummaryBlock[] {
  const blocks: SummaryBlock[] = [];
  let open: SummaryRow[] | null = null;
  let page = 0;
  let order = firstRow;
  for (const row of rows) {
    const found = summaryRow(row);
    const read = found && { ...found, row: order++ };
    if (open && (!read || row.page !== page || read.kind === 'lineItems')) {
      blocks.push({ page, rows: open });
      open = null;
    }
    if (read?.kind === 'lineItems') {
      open = [read];
      page = row.page;
    } else if (open && read) open.push(read);
  }
  if (open) blocks.push({ page, rows: open });
  return blocks.filter((block) => block.rows.some((row) => row.kind === 'rcv'));
}
