/**
 * From the rows of a file (cells as text) to line items in cents, the rows skipped with their reasons, and
 * the rows that state a total.
 */
import { moneyFields, type EstimateField, type MoneyField, type NumberField } from '@/lib/estimate/fields';
import { totalRowLabels } from '@/lib/estimate/rules';
import { detectDecimalStyle, parseCents, parseQuantity } from './numbers';
import { normalise } from './text';
import type { CheckedLine, DecimalStyle, Mapping, SkippedRow, TotalRow } from './types';

export interface ReadResult {
  readonly lines: CheckedLine[];
  readonly skipped: SkippedRow[];
  readonly totals: TotalRow[];
}

/** Money columns an empty cell means zero in (nothing charged); in the others it means "not stated". */
const zeroWhenEmpty = new Set<MoneyField>(['tax', 'overheadProfit', 'depreciation']);

/** The letters an item code starts with, as a stand-in for its trade: "RFG 01" → "RFG". */
export function codePrefix(code: string): string {
  const match = /^([A-Za-z]{2,6})(?=[\s\-_./]*\d)/.exec(code.trim());
  return match?.[1]?.toUpperCase() ?? '';
}

/** Whether a normalised row label names a grand total, a section total, or neither. */
export function totalScope(label: string): TotalRow['scope'] | null {
  const text = normalise(label);
  if (text === '') return null;
  if ((totalRowLabels.grand as readonly string[]).includes(text) || text.startsWith('grand total ')) return 'grand';
  if (totalRowLabels.section.some((alias) => text === alias || text.startsWith(`${alias} `))) return 'section';
  return null;
}

/** The cells of the number columns among `rows` (enough of them to tell how the file writes decimals). */
function numberCells(rows: readonly (readonly string[])[], mapping: Mapping, limit = 2000): string[] {
  const columns = (['quantity', ...moneyFields] as const)
    .map((field) => mapping[field])
    .filter((column): column is number => column !== undefined);
  const cells: string[] = [];
  for (const row of rows.slice(0, limit)) for (const column of columns) cells.push(row[column] ?? '');
  return cells;
}

export function decimalStyleOf(rows: readonly (readonly string[])[], mapping: Mapping): DecimalStyle {
  return detectDecimalStyle(numberCells(rows, mapping));
}

/**
 * Reads `rows` (the data rows under the header; `firstRow` is the 1-based row number of the first) with
 * `mapping`. A row is a line item when it has a quantity and a unit price that read as numbers; a row whose
 * label says total is a total; any other non-empty row is skipped with its reason.
 */
export function readRows(
  rows: readonly (readonly string[])[],
  mapping: Mapping,
  { firstRow = 2, decimal = decimalStyleOf(rows, mapping) }: { firstRow?: number; decimal?: DecimalStyle } = {},
): ReadResult {
  const lines: CheckedLine[] = [];
  const skipped: SkippedRow[] = [];
  const totals: TotalRow[] = [];
  let sectionStart = 0;

  rows.forEach((cells, index) => {
    const row = firstRow + index;
    const cell = (field: EstimateField): string | undefined => {
      const column = mapping[field];
      return column === undefined ? undefined : (cells[column] ?? '').trim();
    };
    if (cells.every((value) => value.trim() === '')) return;
    const quantityText = cell('quantity') ?? '';
    const priceText = cell('unitPrice') ?? '';

    if (quantityText === '' && priceText === '') {
      const label =
        [cell('line'), cell('code'), cell('trade'), cell('description')].find((text) => text) ?? cells.find((text) => text.trim()) ?? '';
      const scope = totalScope(label);
      if (scope) {
        const amounts: Partial<Record<MoneyField, number>> = {};
        for (const field of moneyFields) {
          const text = cell(field);
          const cents = text ? parseCents(text, decimal) : null;
          if (cents !== null) amounts[field] = cents;
        }
        totals.push({ row, line: null, label: label.trim(), scope, from: scope === 'grand' ? 0 : sectionStart, to: lines.length, amounts });
        sectionStart = lines.length;
        return;
      }
      skipped.push({ row, reason: { kind: 'no-amounts' } });
      return;
    }
    if (quantityText === '' || priceText === '') {
      skipped.push({ row, reason: { kind: 'missing-value', field: quantityText === '' ? 'quantity' : 'unitPrice' } });
      return;
    }

    const quantity = parseQuantity(quantityText, decimal);
    if (quantity === null) {
      skipped.push({ row, reason: { kind: 'not-a-number', field: 'quantity', value: quantityText } });
      return;
    }
    const money: Partial<Record<MoneyField, number | null>> = {};
    let bad: { field: NumberField; value: string } | null = null;
    for (const field of moneyFields) {
      const text = cell(field);
      if (text === undefined) {
        money[field] = null;
      } else if (text === '') {
        money[field] = zeroWhenEmpty.has(field) ? 0 : null;
      } else {
        const cents = parseCents(text, decimal, { round: field !== 'unitPrice' });
        if (cents === null) {
          bad = { field, value: text };
          break;
        }
        money[field] = cents;
      }
    }
    if (bad) {
      skipped.push({ row, reason: { kind: 'not-a-number', ...bad } });
      return;
    }
    const code = cell('code') ?? '';
    const room = cell('room') ?? '';
    const printed = (['quantity', 'unit', ...moneyFields] as const)
      .map((field) => cell(field))
      .filter(Boolean)
      .join(' ');
    lines.push({
      row,
      line: cell('line') || null,
      code,
      trade: cell('trade') || codePrefix(code),
      room,
      roomKey: room,
      activity: '',
      description: cell('description') ?? '',
      note: '',
      quantity,
      unit: (cell('unit') ?? '').toUpperCase(),
      unitPrice: money.unitPrice ?? 0,
      printed,
      extended: money.extended ?? null,
      tax: money.tax ?? null,
      overheadProfit: money.overheadProfit ?? null,
      rcv: money.rcv ?? null,
      depreciation: money.depreciation ?? null,
      acv: money.acv ?? null,
    });
  });
  return { lines, skipped, totals };
}
