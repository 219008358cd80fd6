/**
 * Deductible schedules ('Premises 1 | Bldg. 1-9 | 2% subject to a minimum of $5000.00'), a code in a column read from
 * the schedule's own legend ('(2) All Covered Causes of Loss except Windstorm Or Hail').
 */
import { formOn, type PolicyDocument } from './document';
import { labelText, tabular, type Found } from './declared';
import { figuresOf } from './figures';
import { perilOf } from './perils';
import { quoteWords, sourceOf } from './quote';
import type { Line } from './text';

/** A schedule of deductibles: a header naming a deductible column, and rows with a percentage or an amount under it. */
export function fromSchedules(document: PolicyDocument, rows: readonly Line[], skip: ReadonlySet<Line>, found: Found): void {
  rows.forEach((row, at) => {
    if (
      skip.has(row) ||
      !/\bDeductible\b/.test(row.text) ||
      figuresOf(row.words).some((figure) => figure.kind === 'money') ||
      row.words.length > 12
    )
      return;
    // A schedule is printed under its own heading: 'SCHEDULE'.
    const titled = rows
      .slice(Math.max(0, at - 6), at)
      .some((line) => line.page === row.page && /^(?:\S+\s+)?SCHEDULE$/i.test(line.text.trim()));
    if (!titled || !tabular(row)) return;
    const deductibleWord = row.words.find((word) => /^Deductible/.test(word.text))!;
    // The schedule's heading over two rows: 'Windstorm or Hail' / 'Deductible Percentage (enter 1%, 2% or 5%)'.
    const above = rows[at - 1];
    const headerText = [above && above.page === row.page && row.y - above.y < 1.6 * row.size ? above.text : '', row.text].join(' ');
    const legend = rows.filter((line) => line.page === row.page && /^\(\d\)\s/.test(line.text));
    for (let next = at + 1; next < rows.length && next <= at + 12; next += 1) {
      const line = rows[next]!;
      if (line.page !== row.page) break;
      const figures = figuresOf(line.words);
      const figure = figures.find((item) => item.x1 >= deductibleWord.x0 - 40);
      if (!figure) {
        if (line.words.length > 8) break;
        continue;
      }
      const where = labelText(line.words.slice(0, figure.from)) || null;
      const after = line.words
        .slice(figure.to + 1)
        .map((word) => word.text)
        .join(' ');
      const minimum = /subject to a minimum of \$?([\d,]+(?:\.\d{2})?)/i.exec(after);
      const code = /^(\d)$/.exec(after.trim());
      const cause = code ? legend.find((entry) => entry.text.startsWith(`(${code[1]})`))?.text.replace(/^\(\d\)\s*/, '') : undefined;
      const label =
        cause ??
        headerText
          .replace(/\(enter[^)]*\)/i, '')
          .replace(/\b(?:Premises|Bldg\.|No\.|Location\*?|Percentage|Covered Cause\(s\) of Loss\*+)/gi, '')
          .replace(/\s+/g, ' ')
          .trim();
      const peril = perilOf(label);
      found.deductibles.push({
        ...sourceOf(document.name, quoteWords([{ line, from: 0, to: line.words.length - 1 }])),
        form: formOn(document, line.page),
        appliesTo: peril === 'coverage' ? 'all-perils' : peril,
        label,
        where,
        amount: figure.kind === 'money' ? figure.value : null,
        percent: figure.kind === 'percent' ? figure.value : null,
        percentOf: null,
        minimum: minimum ? Number(minimum[1]!.replace(/,/g, '')) : null,
        inDeclarations: false,
      });
    }
  });
}
