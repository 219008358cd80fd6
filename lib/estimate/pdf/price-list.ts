/**
 * The price list an estimate names (`Price List: NEOM8X_JUL24`, Xactimate's code: region, then month and
 * year), printed on its cover or first page, as its own run or inside a longer one. Two files priced from
 * different lists differ in every unit price, so the comparison says so.
 */
import type { PdfPage } from '@/lib/pdf/page';
import { rowsOf, type Row } from '@/lib/pdf/rows';
import { isGuidePage } from './table';

const named = /\bprice\s*list:?\s+([A-Z]{2}[A-Z0-9]{2,8}_[A-Z]{3} ?\d{2}(?:_\d{1,3})?)\b/i;
/** The guide some carriers print before the estimate explains a made-up one, with its own price list. */
const samplePage = /\bbased on a sample estimate\b/i;

/** The one price list the pages name; none when they name none, or more than one (when in doubt, say less). */
export function priceListOf(pages: readonly PdfPage[], pageRows: readonly (readonly Row[])[] = pages.map(rowsOf)): string | undefined {
  const found = new Set<string>();
  for (const rows of pageRows) {
    if (isGuidePage(rows) || rows.some((row) => samplePage.test(row.text))) continue;
    for (const row of rows) {
      const match = named.exec(row.text);
      if (match) found.add(match[1]!.toUpperCase());
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}
