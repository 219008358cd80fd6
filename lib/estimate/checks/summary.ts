/**
 * An estimate's summary against itself and against its lines: each subtotal and the replacement cost value are the
 * line-item total and what the summary adds to it (tax, overhead, profit); the actual cash value is the replacement
 * cost less what it takes off; and the line-item totals of its summaries are the lines'. A block with a row the
 * checker does not know is checked only up to that row.
 */
import type { CheckedLine, Finding, SummaryBlock, SummaryRow } from '../types';
import { differs, misfit } from './shared';

export interface SummaryCheck {
  readonly row: SummaryRow;
  readonly expected: number;
  /** What a row is checked against: its own summary's rows, or the lines read. */
  readonly against: 'summary' | 'lines';
  /** A line-item total that differs from the lines is not judged: a summary may cover one coverage of several. */
  readonly status: 'matched' | 'unmatched' | 'not-checked';
  /** The summary the row is in. */
  readonly block: SummaryBlock;
}

function checkBlock(block: SummaryBlock): SummaryCheck[] {
  const { rows } = block;
  const checks: SummaryCheck[] = [];
  // A coverage with no line items of its own prints what it holds back (a code upgrade paid when incurred), not a sum.
  if (rows[0]!.amount === 0) return checks;
  const state = (row: SummaryRow, expected: number): SummaryCheck => ({
    row,
    expected,
    against: 'summary',
    status: differs(row.amount, expected) ? 'unmatched' : 'matched',
    block,
  });
  let running = rows[0]!.amount;
  let priced = false;
  for (const row of rows.slice(1)) {
    if (!priced && row.kind === 'addition') running += row.amount;
    else if (!priced && row.kind === 'subtotal') checks.push(state(row, running));
    else if (!priced && row.kind === 'rcv') {
      checks.push(state(row, running));
      running = row.amount;
      priced = true;
    } else if (priced && (row.kind === 'depreciation' || row.kind === 'less')) running -= row.amount;
    else if (priced && row.kind === 'acv') {
      checks.push(state(row, running));
      break;
    } else break;
  }
  return checks;
}

/** The fewest of `blocks` whose line-item totals add up to `expected` (at most 2^10 tries), or null. */
function addingUp(blocks: readonly SummaryBlock[], expected: number): SummaryBlock[] | null {
  const n = Math.min(blocks.length, 10);
  let best: SummaryBlock[] | null = null;
  for (let mask = 1; mask < 1 << n; mask += 1) {
    const chosen = blocks.slice(0, n).filter((_, i) => mask & (1 << i));
    const total = chosen.reduce((sum, block) => sum + block.rows[0]!.amount, 0);
    if (!differs(total, expected) && (!best || chosen.length < best.length)) best = chosen;
  }
  return best;
}

/**
 * What the summaries that cover the lines add to them beyond the lines' own RCV (a tax or O&P printed only in the
 * summary), or 0 when no summary covers them.
 */
export function addedBySummaries(checks: readonly SummaryCheck[], linesRcv: number): number {
  const covering = checks.filter((check) => check.against === 'lines' && check.status === 'matched');
  const rcv = covering.map((check) => check.block.rows.find((row) => row.kind === 'rcv')?.amount ?? null);
  if (covering.length === 0 || rcv.some((amount) => amount === null)) return 0;
  return rcv.reduce((sum: number, amount) => sum + amount!, 0) - linesRcv;
}

/** What the lines add to a summary's line-item total: each line's price before the tax and O&P it carries. */
const lineItemAmount = (line: CheckedLine) => (line.rcv ?? 0) - (line.tax ?? 0) - (line.overheadProfit ?? 0);

/**
 * Every check of the summaries. `lines` are the lines the totals count (without those the file sets apart); their
 * line-item amount is checked against the summaries' line-item totals together, or against one of them alone (a file
 * may print a summary of all items beside one per coverage), and only when `whole`: a line not read may be the
 * difference. One that matches neither is left unchecked, never called wrong: the summaries may leave a coverage out.
 */
export function checkSummaries(blocks: readonly SummaryBlock[], lines: readonly CheckedLine[], whole: boolean): SummaryCheck[] {
  const checks = blocks.flatMap(checkBlock);
  if (blocks.length === 0 || !whole || lines.some((line) => line.rcv === null)) return checks;
  const expected = lines.reduce((sum, line) => sum + lineItemAmount(line), 0);
  const adding = addingUp(blocks, expected);
  for (const block of adding ?? blocks) {
    const row = block.rows[0]!;
    checks.push({ row, expected: adding ? row.amount : expected, against: 'lines', status: adding ? 'matched' : 'not-checked', block });
  }
  return checks;
}

/** The findings of the summary rows that do not add up. */
export function summaryFindings(checks: readonly SummaryCheck[]): Finding[] {
  return checks
    .filter((check) => check.status === 'unmatched')
    .map(({ row, expected }) => ({
      kind: 'total',
      reason: 'summary',
      refs: [{ row: row.row, line: null, page: row.page }],
      subject: row.label,
      measure: row.kind === 'lineItems' ? 'extended' : row.kind === 'acv' ? 'acv' : 'rcv',
      ...misfit(expected, row.amount),
    }));
}
