/**
 * The forms a declarations page or a schedule of forms lists ('SCHEDULE OF FORMS AND ENDORSEMENTS', 'Policy
 * Level Endorsements:', 'Forms that apply to this building:', 'POLICY AND ENDORSEMENTS THAT ARE PART OF YOUR
 * CONTRACT'), each with its number, its edition when printed, its title when the row prints one, and every page
 * that lists it.
 */
import type { PolicyDocument } from './document';
import { formNumbers, startsWithForm } from './forms';
import { MOST_REMARKS, TABLE_HEADER, tableOf, tableRow, type FormsTable } from './listed-table';
import { quoteWords, sourceOf } from './quote';
import type { Line } from './text';
import type { ListedForm } from './types';

/** What heads a list of forms. */
const LIST_HEADING =
  /SCHEDULE OF FORMS|(?:Forms?|Policy)(?:, Options,?)? (?:and|&) Endorsements|Endorsements:$|Forms that apply|Forms Applicable|FORMS\/ENDORSEMENTS/i;

export function formsListedOf(document: PolicyDocument): ListedForm[] {
  const listed = new Map<string, { form: ListedForm; pages: number[] }>();
  /** A form listed on a row: once, with every page that lists it. */
  const list = (row: Line, form: Omit<ListedForm, 'pages' | 'given' | keyof ReturnType<typeof sourceOf>>, from: number, to: number) => {
    const key = form.number.replace(/\s+/g, '');
    const entry = listed.get(key);
    if (entry) {
      if (!entry.pages.includes(row.page)) entry.pages.push(row.page);
      return;
    }
    const source = sourceOf(document.name, quoteWords([{ line: row, from, to: Math.max(from, to) }]));
    listed.set(key, { form: { ...source, ...form, pages: [], given: null }, pages: [row.page] });
  };
  let table: FormsTable | null = null;
  let remarks = 0;
  // A list goes on over a page break: the first row of the next page lists forms, or is a remark beside them.
  let inList = false;
  let listX: number | null = null;
  for (const page of document.text.pages) {
    const rows = (document.text.rows.get(page.number) ?? []).filter((row) => !row.furniture);
    const own = document.forms.get(page.number);
    for (const row of rows) {
      // A footer's form number is the page's own, not one listed.
      if (own && row.text.startsWith(own.number) && (row.y > page.height * 0.87 || row.y < page.height * 0.13)) continue;
      if (LIST_HEADING.test(row.text) && !startsWithForm(row)) {
        inList = true;
        listX = null;
        table = null;
        continue;
      }
      if (!inList) continue;
      table = tableOf(row) ?? table;
      if (table && TABLE_HEADER.test(row.text)) continue;
      if (table) {
        const entry = tableRow(row, table);
        // A few rows without an edition go on the table ('CO PREMS 001 BLDG 001  BUSINESS PERS PROPERTY': what the
        // form above applies to); more end it.
        remarks = entry ? 0 : remarks + 1;
        if (!entry && remarks <= MOST_REMARKS) continue;
        if (entry) {
          list(
            row,
            { number: `${entry.number} ${entry.edition}`, base: entry.number, edition: entry.edition, title: entry.title },
            0,
            entry.to,
          );
          continue;
        }
        table = null;
        inList = false;
        continue;
      }
      // A form number set apart from the list's margin (a section's own number, right-aligned) ends the list.
      if (startsWithForm(row) && listX !== null && Math.abs(row.x0 - listX) > 20) {
        inList = false;
        continue;
      }
      if (!startsWithForm(row)) {
        // A remark printed beside the list, a word a line ('Please' 'review' …), does not end it; other text does.
        const remark = row.words.length <= 3 && row.x0 > page.width * 0.6;
        if (!remark) inList = /^Forms? Applicable/i.test(row.text);
        continue;
      }
      listX ??= row.x0;
      const numbers = formNumbers(row.text);
      const starts: number[] = [];
      row.words.reduce((offset, word) => (starts.push(offset), offset + word.text.length + 1), 0);
      const wordAtOffset = (offset: number) =>
        Math.max(
          0,
          starts.findLastIndex((start) => start <= offset),
        );
      numbers.forEach((number, index) => {
        const first = wordAtOffset(number.index);
        let last = wordAtOffset((numbers[index + 1]?.index ?? row.text.length) - 1);
        let title: string | null = null;
        if (numbers.length === 1) {
          // The title: the words after the number, up to a wide gap (a remark printed beside the list).
          const numberEnd = wordAtOffset(number.index + number.length - 1);
          const gap = row.words.findIndex((word, at) => at > numberEnd + 1 && word.x0 - row.words[at - 1]!.x1 > 4 * row.size);
          last = gap > 0 ? gap - 1 : row.words.length - 1;
          title =
            row.words
              .slice(numberEnd + 1, last + 1)
              .map((word) => word.text)
              .join(' ') || null;
        }
        list(row, { number: number.number, base: number.base, edition: number.edition, title }, first, last);
      });
    }
  }
  return [...listed.values()].map(({ form, pages }) => ({ ...form, pages }));
}
