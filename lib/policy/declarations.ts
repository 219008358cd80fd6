/**
 * Limits and deductibles as declarations print them, read row by row across the page's width:
 *   - tables with a header ('COVERAGE … DEDUCTIBLE … LIMIT … PREMIUM', 'Coverage | Limit of Insurance | … | Premium'),
 *     each amount taken from the column it is printed under, so a premium is never read as a limit; a row with a
 *     limit is a coverage, a row with only a deductible (a cause of loss) gives the deductible of the coverage above;
 *   - labels with their amounts beside them ('Coverage A – Dwelling $312,000'), in a block of coverages or of
 *     deductibles, with the words a claim system prints before each amount ('Per Occurrence- $537,700 Limit
 *     Percentage- 100%', 'Deductible- $500');
 *   - deductible schedules ('Premises 1 | Bldg. 1-9 | 2% subject to a minimum of $5000.00'), a code in a column
 *     read from the schedule's own legend ('(2) All Covered Causes of Loss except Windstorm Or Hail').
 * Amounts printed in a sentence (a worked example, a form's own sub-limits) are not declarations and are not read.
 */
import { formOn, type PolicyDocument } from './document';
import { figuresOf, type Figure } from './figures';
import { perilOf } from './perils';
import { quoteWords, sourceOf } from './quote';
import type { Line, Word } from './text';
import type { Coverage, Deductible } from './types';

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

/** A row set out in columns: some of its words stand far apart. */
const tabular = (row: Line) => row.words.some((word, index) => index > 0 && word.x0 - row.words[index - 1]!.x1 > 2.5 * row.size);

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

const labelText = (words: readonly Word[]) =>
  words
    .map((word) => word.text)
    .join(' ')
    .replace(/^(?:\d{1,3}\.|\d{4}|[xX])\s+/, '')
    // A column that does not apply, printed after the label ('Basic Group I  N/A  $1,000').
    .replace(/(?:\s+N\/A)+$/i, '')
    .replace(/[\s:–-]+$/, '')
    .trim();

interface Found {
  readonly coverages: Coverage[];
  readonly deductibles: Deductible[];
}

/** Limits and deductibles of the tables with a header. */
function fromTables(document: PolicyDocument, rows: readonly Line[], found: Found): Set<Line> {
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

/** Words a claim system prints before an amount ('Per Occurrence-', 'Exposure Limit-', 'Deductible-'). */
const KEYWORD = /^[A-Za-z]+-$/;
const KEYWORD_LEAD = /^(?:Per|Exposure|Limit)$/i;

/** A block of coverages by its name, with what some print after it ('SECTION II COVERAGES AND LIMITS OF LIABILITY'). */
const COVERAGES_BLOCK =
  /^(?:Policy Level )?Coverages:?$|^(?:SECTION I+ )?COVERAGES?(?: AND (?:AMOUNTS|LIMITS) OF (?:INSURANCE|LIABILITY))?:?$|^LIMITS OF (?:LIABILITY|INSURANCE)$/i;
/** A block of deductibles by its name, with what it applies to in brackets ('DEDUCTIBLES (Applies to SECTION I Coverages ONLY)'). */
const DEDUCTIBLES_BLOCK = /^(?:Policy Level )?Deductibles:?$|^(?:SECTION I )?DEDUCTIBLES?:?(?: \([^)]*\))?$/i;
/**
 * Labels of what the policy costs, not of what it covers ('TOTAL POLICY PREMIUM', 'LOYALTY DISCOUNT'). Not 'credit'
 * or 'fees': coverages are named with them ('Credit Card, Forgery and Counterfeit Money', 'Legal Fees').
 */
const PRICE_LABEL = /\b(?:premiums?|discounts?|surcharges?|surtax)\b/i;

/** Limits and deductibles printed beside their labels, in a block of coverages or deductibles. */
function fromLabels(document: PolicyDocument, rows: readonly Line[], skip: { has(line: Line): boolean }, found: Found): void {
  let block: 'coverages' | 'deductibles' | null = null;
  let blockX = 0;
  let pending: Line | null = null;
  let previous: Line | null = null;
  let exampleAt: Line | null = null;
  rows.forEach((row) => {
    if (skip.has(row)) return;
    const text = row.text;
    // A block goes on over a page only where the next page goes on with its rows.
    if (block && previous && row.page !== previous.page && !(Math.abs(row.x0 - previous.x0) < 4 && figuresOf(row.words).length > 0))
      block = null;
    previous = row;
    if (COVERAGES_BLOCK.test(text)) {
      block = 'coverages';
      blockX = row.x0;
      pending = null;
      return;
    }
    if (DEDUCTIBLES_BLOCK.test(text)) {
      block = 'deductibles';
      blockX = row.x0;
      pending = null;
      return;
    }
    // Another labelled block ('Comments:', 'Policy Level Endorsements:') at or left of the block's edge ends it.
    if (block && /:$/.test(text) && row.x0 < blockX - 20) block = null;
    const figures = figuresOf(row.words);
    const money = figures.filter((figure) => figure.kind === 'money');
    // A worked example ('Example 1 … Amount of Deductible $500') states no deductible of this policy.
    if (/^Examples?\b/i.test(text)) exampleAt = row;
    if (exampleAt && exampleAt.page === row.page && exampleAt.column === row.column && row.y - exampleAt.y < 25 * row.size) return;
    const onlyPercent = money.length === 0 && figures.some((figure) => figure.kind === 'percent' && figure.value > 0);
    if (money.length === 0 && !(onlyPercent && (block === 'deductibles' || /\bdeductible\b/i.test(text)))) {
      // A label wrapped onto the next row ('Sewer Back-Up, … And Sump' / 'Overflow …'), not a heading.
      pending = block && row.x0 <= blockX + 2 && row.words.length <= 8 && !/:$/.test(text) && !/^[^a-z]*$/.test(text) ? row : null;
      return;
    }
    const firstAt = Math.min(...figures.map((figure) => figure.from));
    let labelEnd = firstAt;
    while (labelEnd > 0 && KEYWORD.test(row.words[labelEnd - 1]!.text)) {
      labelEnd -= 1;
      if (labelEnd > 0 && KEYWORD_LEAD.test(row.words[labelEnd - 1]!.text)) labelEnd -= 1;
    }
    let label = labelText(row.words.slice(0, labelEnd));
    const continued = pending && pending.page === row.page && row.y - pending.y < 2 * row.size ? pending : null;
    if (continued) label = `${labelText(continued.words)} ${label}`.trim();
    pending = null;
    // A label counts only when its amount is set apart from it, as in a table ('DEDUCTIBLE:  $ 5,000'), not in a sentence.
    const lastLabel = row.words[Math.max(0, labelEnd - 1)];
    const gap = row.words[labelEnd] && lastLabel ? row.words[labelEnd]!.x0 - lastLabel.x1 : 0;
    const setApart = labelEnd > 0 && (gap > (block ? 1 : 2) * row.size || /:$/.test(lastLabel!.text));
    if (!setApart) return;
    // What the policy costs is printed beside its labels like an amount ('TOTAL POLICY PREMIUM  $3,631.62'): never a
    // limit or a deductible, and the end of the block above it.
    if (PRICE_LABEL.test(label)) {
      block = null;
      return;
    }
    const coverageLike = /^Coverage [A-F]\b/i.test(label);
    const deductibleLike = /\bdeductible\b/i.test(label);
    if (!block && !coverageLike && !deductibleLike) return;
    if (!label) return;
    const before = (figure: Figure) =>
      row.words
        .slice(Math.max(0, figure.from - 2), figure.from)
        .map((word) => word.text)
        .join(' ');
    const limits = money.filter((figure) => !/deductible/i.test(before(figure)));
    const deductibles = money.filter((figure) => /deductible/i.test(before(figure)));
    const percent = figures.find((figure) => figure.kind === 'percent' && figure.value > 0);
    const end = (figure: Figure) => Math.max(figure.to, percent?.to ?? 0);
    const quote = (figure: Figure) =>
      quoteWords(
        continued
          ? [
              { line: continued, from: 0, to: continued.words.length - 1 },
              { line: row, from: 0, to: end(figure) },
            ]
          : [{ line: row, from: 0, to: end(figure) }],
      );
    const deductibleRow = block === 'deductibles' || deductibleLike;
    if (deductibleRow) {
      const amount = money[0] ?? percent!;
      const name = label;
      // The whole row: what a percentage is of ('2% of Coverage A') is printed after it.
      const whole = quoteWords([
        ...(continued ? [{ line: continued, from: 0, to: continued.words.length - 1 }] : []),
        { line: row, from: 0, to: row.words.length - 1 },
      ]);
      found.deductibles.push({
        ...sourceOf(document.name, whole),
        form: formOn(document, row.page),
        appliesTo: perilOf(label),
        label: name,
        where: null,
        amount: amount.kind === 'money' ? amount.value : null,
        percent: percent?.value ?? null,
        percentOf: null,
        minimum: null,
        inDeclarations: false,
      });
      return;
    }
    const limit = limits[0];
    if (limit) {
      found.coverages.push({
        ...sourceOf(document.name, quote(limit)),
        form: formOn(document, row.page),
        label,
        code: /^Coverage ([A-F])\b/i.exec(label)?.[1]?.toUpperCase() ?? null,
        where: null,
        amount: limit.value,
        percent: percent?.value ?? null,
        terms: null,
      });
    }
    for (const deductible of deductibles) {
      found.deductibles.push({
        ...sourceOf(document.name, quote(deductible)),
        form: formOn(document, row.page),
        appliesTo: perilOf(label),
        label,
        where: null,
        amount: deductible.value,
        percent: null,
        percentOf: null,
        minimum: null,
        inDeclarations: false,
      });
    }
  });
}

/** A schedule of deductibles: a header naming a deductible column, and rows with a percentage or an amount under it. */
function fromSchedules(document: PolicyDocument, rows: readonly Line[], skip: ReadonlySet<Line>, found: Found): void {
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

/** The limits and deductibles a document's declarations state. */
export function declarationsOf(document: PolicyDocument): Found {
  const found: Found = { coverages: [], deductibles: [] };
  // Pages that print an amount or a percentage: their rows across the page for tables and schedules, their lines
  // in reading order (a column at a time) for labels and amounts.
  const figured = new Set<number>();
  const rows = document.text.pages.flatMap((page) => {
    const own = (document.text.rows.get(page.number) ?? []).filter((row) => !row.furniture);
    if (!own.some((row) => /\$\s?\d|\d%/.test(row.text))) return [];
    figured.add(page.number);
    return own;
  });
  const read = fromTables(document, rows, found);
  fromSchedules(document, rows, read, found);
  const lines = document.text.body.filter((line) => figured.has(line.page));
  const taken = new Set<string>([...read].map((row) => `${row.page}:${Math.round(row.y)}`));
  fromLabels(document, lines, { has: (line: Line) => taken.has(`${line.page}:${Math.round(line.y)}`) && line.column !== 1 }, found);
  return found;
}
