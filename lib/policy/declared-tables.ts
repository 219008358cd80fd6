/**
 * Limits and deductibles of tables with a header ('COVERAGE … DEDUCTIBLE … LIMIT … PREMIUM', 'Coverage | Limit of
 * Insurance | … | Premium'), each amount taken from the column it is printed under, so a premium is never read as a
 * limit; a row with a limit is a coverage, a row with only a deductible (a cause of loss) gives the deductible of the
 * coverage above.
 */
import { formOn, type PolicyDocument } from './document';
import { labelText, PRICE_LABEL, tabular, type Found } from './declared';
import { figuresOf, type Figure } from './figures';
import { perilOf } from './perils';
import { quoteWords, sourceOf } from './quote';
import type { Line } from './text';
import type { Coverage } from './types';

type Column = 'coverage' | 'limit' | 'deductible' | 'premium' | 'rate' | 'other';

interface Header {
  /** Each column's left edge and what it holds, left to right. */
  readonly columns: readonly { readonly x: number; readonly kind: Column }[];
}

const COLUMN_WORDS: readonly [Column, RegExp][] = [
  ['deductible', /^deductibles?$/i],
  ['limit', /^limits?$/i],
  ['premium', /^premiums?$/i],
  ['rate', /^rates?$/i],
  ['coverage', /^coverages?$/i],
  ['other', /^(?:coinsurance|valuation|covered|indem\.\/co-ins\.|monthly)$/i],
];

/** A table's header: a row set out in columns, mostly the names of its columns ('COVERAGE  LIMIT', 'Coverage Part  Premium'). */
function headerOf(row: Line, next: Line | undefined): Header | null {
  if (figuresOf(row.words).length > 0) return null;
  const columns: { x: number; kind: Column }[] = [];
  const take = (line: Line) => {
    for (const word of line.words) {
      const kind = COLUMN_WORDS.find(([, pattern]) => pattern.test(word.text))?.[0];
      if (kind && !columns.some((column) => Math.abs(column.x - word.x0) < 20)) columns.push({ x: word.x0, kind });
    }
  };
  take(row);
  // A header is mostly the names of its columns.
  if (columns.length < 2 || columns.length < 0.3 * row.words.length) return null;
  // A header printed on two rows ('Limit of' over 'Insurance'): the next row, close below, adds its words.
  if (next && next.page === row.page && next.y - row.y < 1.6 * row.size && figuresOf(next.words).length === 0) take(next);
  // A header is set out in columns, not written as a sentence ('Coverage A limit of liability').
  if (row.words.length > 14 || !tabular(row)) return null;
  return { columns: columns.sort((a, b) => a.x - b.x) };
}

/** A header with a limit column: the table's amounts are limits and deductibles, each by its column. */
const readsLimits = (header: Header) =>
  header.columns.some((column) => column.kind === 'limit') &&
  header.columns.some((column) => column.kind === 'coverage' || column.kind === 'deductible' || column.kind === 'premium');

/** The column an amount is printed under: the last column starting before its right end (amounts are set right). */
function columnOf(header: Header, figure: Figure): Column {
  let found: Column = 'other';
  for (const column of header.columns) if (column.x <= figure.x1 - 5) found = column.kind;
  return found;
}

/** Rows that end a table: a new building's block, the forms list, a total, the next rating block. */
const TABLE_END =
  /^(?:LOCATION \d+ - BUILDING|Bldg\.#|Loc\.#|Forms that apply|TOTAL\b|Rating Information|COMMERCIAL (?:PROPERTY|INLAND MARINE) COVERAGE - LOCATION|Secured Interested|MORTGAGE HOLDERS|SPECIFIC PROPERTY)/i;
/** A block's name, repeated on the coverages of the block: 'LOCATION 0001 - BUILDING 0002'. */
const BLOCK = /^LOCATION (\d+) - BUILDING (\d+)|^Loc\.#\s*(\d+)|^(\d{3})\s+\d+\s+\w/;

/** Limits and deductibles of the tables with a header. */
export function fromTables(document: PolicyDocument, rows: readonly Line[], found: Found): Set<Line> {
  const read = new Set<Line>();
  let header: Header | null = null;
  let group = '';
  let groupX = 0;
  let current: Coverage | null = null;
  /** The words the current coverage is quoted from: its row, and the rows that add to its terms. */
  let currentRows: { line: Line; from: number; to: number }[] = [];
  let location: string | null = null;
  let building: string | null = null;
  let afterBldg = false;
  const where = () => [location && `Location ${location}`, building && `Building ${building}`].filter(Boolean).join(', ') || null;
  rows.forEach((row, at) => {
    const text = row.text;
    const block = BLOCK.exec(text);
    if (/^LOCATION \d+ - BUILDING/.test(text) && block) [location, building] = [block[1]!, block[2]!];
    else if (/^Loc\.#/.test(text) && block) [location, building] = [block[3]!, null];
    else if (afterBldg && /^\d{3}\b/.test(text)) building = text.split(' ')[0]!;
    afterBldg = /^Bldg\.#/.test(text);
    // A table goes on over a page break to the next page, not past a page without amounts.
    if (header && at > 0 && row.page > rows[at - 1]!.page + 1) header = null;
    const own = headerOf(row, rows[at + 1]);
    // The second row of a header printed on two rows ('Limit of' over 'Coverage  Insurance … Premium') is part of it.
    const above = rows[at - 1];
    const secondRow = header && above && read.has(above) && above.page === row.page && row.y - above.y < 1.6 * row.size;
    if (own && !secondRow) {
      // Another table's header ends the one before, even a table of what the policy costs ('Coverage Part  Premium').
      header = readsLimits(own) ? own : null;
      group = '';
      current = null;
      if (header) read.add(row);
      return;
    }
    if (!header) return;
    // A labelled block after the table ('Deductibles:') or the end of the table.
    if (TABLE_END.test(text) || /^(?:Policy Level )?(?:Deductibles?|Coverages?|Comments|Endorsements?)\b[^$]*:$/i.test(text)) {
      header = null;
      return;
    }
    const figures = figuresOf(row.words);
    const money = figures.filter((figure) => figure.kind === 'money');
    // A group ('ORDINANCE OR LAW') holds the rows set in under it; a row at its margin starts anew.
    if (group && row.x0 <= groupX + 2) group = '';
    const first = money[0]?.from ?? row.words.length;
    const labelBefore = labelText(row.words.slice(0, Math.min(first, ...figures.map((figure) => figure.from))));
    const limit = money.find((figure) => columnOf(header!, figure) === 'limit');
    const deductible = money.find((figure) => columnOf(header!, figure) === 'deductible');
    // What the limit column holds in words: 'ACTUAL LOSS SUSTAINED', 'INCLUDED'.
    const limitColumn = header.columns.find((column) => column.kind === 'limit')!;
    const wordsInLimit = row.words.filter(
      (word) =>
        word.x0 >= limitColumn.x - 30 &&
        !figures.some((figure) => figure.from <= row.words.indexOf(word) && row.words.indexOf(word) <= figure.to),
    );
    const sustained = /actual loss sustained/i.test(wordsInLimit.map((word) => word.text).join(' '));
    const label = sustained ? labelText(row.words.filter((word) => word.x1 < limitColumn.x - 30)) : labelBefore;
    if (figures.length === 0 && !sustained) {
      if (label && row.words.length <= 6) {
        // A group within the table ('ORDINANCE OR LAW', 'Causes of Loss'), or the rest of a label ('(BLANKET)').
        if (/^\(.*\)$/.test(label) || /^\^/.test(label)) return;
        if (!/causes of loss|optional coverage/i.test(label)) [group, groupX] = [label, row.x0];
        if (/causes of loss/i.test(label)) return;
      }
      return;
    }
    // What the policy costs, printed in a table of limits ('MINIMUM EARNED PREMIUM  $36,569'), is neither.
    if (PRICE_LABEL.test(label)) return;
    // An option marked with a cross ('x Equipment Breakdown $747'): the coverage is chosen; the amount beside a
    // choice is its premium, not a limit.
    if (/^[xX]$/.test(row.words[0]?.text ?? '') && label) {
      read.add(row);
      found.coverages.push({
        ...sourceOf(document.name, quoteWords([{ line: row, from: 0, to: Math.max(0, first - 1) }])),
        form: formOn(document, row.page),
        label,
        code: null,
        where: null,
        amount: null,
        percent: null,
        terms: null,
      });
      return;
    }
    if (limit || sustained) {
      const name = label || current?.label || '';
      if (!name) return;
      // What the limit column prints after the amount: 'PER ITEM', 'FOR 90 DAYS'.
      const nextColumn = header.columns.find((column) => column.x > limitColumn.x)?.x ?? Number.POSITIVE_INFINITY;
      const terms = row.words
        .slice((limit?.to ?? -1) + 1)
        .filter((word) => word.x0 < nextColumn - 10 && !figuresOf([word]).length)
        .map((word) => word.text)
        .join(' ');
      const labelled =
        group && !/^(?:BUILDING|PERSONAL PROPERTY|PROPERTY IN THE OPEN)/i.test(name) && /ORDINANCE/i.test(group)
          ? `${group} – ${name}`
          : name;
      const rowQuoted = { line: row, from: 0, to: limit?.to ?? row.words.length - 1 };
      const coverage: Coverage = {
        ...sourceOf(document.name, quoteWords([rowQuoted])),
        form: formOn(document, row.page),
        label: labelled,
        code: /^Coverage ([A-F])\b/i.exec(labelled)?.[1]?.toUpperCase() ?? null,
        where: where(),
        amount: limit ? limit.value : null,
        percent: null,
        terms: sustained ? wordsInLimit.map((word) => word.text).join(' ') : terms || null,
      };
      if (!label && limit && current) {
        // An amount under the one before it ('$10,000 PER ITEM'): more of that coverage's terms, quoted with it.
        const more = row.words.slice(limit.from).filter((word) => word.x0 < nextColumn - 10);
        currentRows = [...currentRows, { line: row, from: limit.from, to: limit.from + more.length - 1 }];
        const grown: Coverage = {
          ...current,
          ...sourceOf(document.name, quoteWords(currentRows)),
          terms: [current.terms, more.map((word) => word.text).join(' ')].filter(Boolean).join('; '),
        };
        found.coverages[found.coverages.indexOf(current)] = grown;
        current = grown;
        read.add(row);
        return;
      }
      found.coverages.push(coverage);
      read.add(row);
      current = coverage;
      currentRows = [rowQuoted];
    }
    if (deductible) {
      // One deductible per coverage: every cause-of-loss line of a building prints the same one.
      const owner = limit || sustained ? current : label && !/^(?:Basic Group|Special|Theft|Broad)\b/i.test(label) ? null : current;
      const name = owner?.label ?? label;
      if (!name) return;
      const already = found.deductibles.some(
        (other) => other.label === name && other.where === where() && other.amount === deductible.value && other.document === document.name,
      );
      read.add(row);
      if (already) return;
      found.deductibles.push({
        ...sourceOf(document.name, quoteWords([{ line: row, from: 0, to: deductible.to }])),
        form: formOn(document, row.page),
        appliesTo: perilOf(name) === 'coverage' ? 'coverage' : perilOf(name),
        label: name,
        where: where(),
        amount: deductible.value,
        percent: null,
        percentOf: null,
        minimum: null,
        inDeclarations: false,
      });
    }
  });
  return read;
}
