/**
 * A schedule of forms set out as a table, the number and its edition in columns of their own ('Form  Edition
 * Description'), as some carriers print it: their own numbers ('PI-ACL-001', 'Gen Liab Dec') and ISO's run together
 * ('IL0017'), which a form number's usual shapes (forms.ts) do not take.
 */
import type { Line } from './text';

/** A schedule set out as a table, the number and its edition in columns of their own: 'Form  Edition  Description'. */
export const TABLE_HEADER = /^Forms?(?: (?:Number|No\.?))?\s+Edition\b/i;
/** A carrier's own form number or name in such a table ('PI-ACL-001', 'IL0021', 'CPD-PIIC-CW', 'Gen Liab Dec'). */
const TABLE_NUMBER = /^[A-Za-z][A-Za-z\d]*(?:[- ][A-Za-z\d]+)*$/;
/** An edition as such tables print it: month and year ('0908', '09/08'). */
const TABLE_EDITION = /^(?:0[1-9]|1[0-2])\/?\d{2}$/;

/** Rows without an edition, one after another, that a forms table goes on past (what the form above applies to). */
export const MOST_REMARKS = 3;

export interface FormsTable {
  /** Where the edition column starts, and the description after it. */
  readonly editionX: number;
  readonly titleX: number | null;
}

/** The table a header row starts, by where its edition and description columns are. */
export const tableOf = (row: Line): FormsTable | null => {
  if (!TABLE_HEADER.test(row.text)) return null;
  const edition = row.words.find((word) => /^Edition$/i.test(word.text))!;
  const title = row.words.find((word) => word.x0 > edition.x1 && /^(?:Description|Title|Form Name|Name)$/i.test(word.text));
  return { editionX: edition.x0, titleX: title?.x0 ?? null };
};

/** A row of a forms table: its number, edition and title by column, or null when the row is not one. */
export function tableRow(row: Line, table: FormsTable) {
  const before = row.words.filter((word) => word.x1 < table.editionX - 2);
  const column = row.words.filter((word) => word.x1 >= table.editionX - 2 && (table.titleX === null || word.x1 < table.titleX - 2));

  // The edition is the column's last word; a word before it is the end of a number too long for its column.
  const editionAt = table.titleX === null ? 0 : column.length - 1;
  const edition = column[editionAt]?.text ?? '';
  const number = [...before, ...column.slice(0, editionAt)].map((word) => word.text).join(' ');
  if (!TABLE_NUMBER.test(number) || number.length > 24 || !TABLE_EDITION.test(edition)) return null;
  const titleFrom = before.length + editionAt + 1;
  return {
    number,
    edition,
    title:
      row.words
        .slice(titleFrom)
        .map((word) => word.text)
        .join(' ') || null,
    to: row.words.length - 1,
  };
}
