/**
 * The summary as its reader sees it, worded once for the page's preview, the print and the PDF: the sections in
 * the reader's order (lib/claim-summary/audience.ts), each with its pairs, tables, timeline and paragraphs, the
 * documents' disagreements side by side and the sources. The PDF (lib/claim-summary/pdf.ts) lays out exactly
 * this, so what the visitor reviews on the page is what the file holds.
 */
import type { SummaryBuilderCopy } from '@/content/claim-summary-builder-copy';
import { sectionsFor, type SectionKey } from '@/lib/claim-summary/audience';
import type { Draft } from '@/lib/claim-summary/draft';
import { causesGap, difference, disagreements, fieldSource } from '@/lib/claim-summary/model';
import { formatDollars, formatSigned, parseMoney } from '@/lib/claim-summary/money';
import type { PrintSection, PrintTable, PrintableSummary } from '@/lib/claim-summary/pdf';
import { timelineOf, type Timeline } from '@/lib/claim-summary/timeline';
import { fieldTypes, type FieldKey, type IsoDate, type Source } from '@/lib/claim-summary/types';
import { groupBy } from '@/lib/group-by';
import { fillTemplate } from '@/lib/template';
import { dateText, entryText, kindText, sourceText } from './words';

/** An amount as the summary prints it: `$6,262.51`, or as typed when it is not one. */
const money = (text: string | undefined) => {
  const cents = parseMoney(text);
  return cents === null ? (text ?? '') : formatDollars(cents);
};

const shortDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
const short = (iso: IsoDate) => shortDate.format(new Date(`${iso}T00:00:00Z`));

export interface WordedSummary extends PrintableSummary {
  readonly timeline: Timeline;
  readonly sectionKeys: readonly (SectionKey | 'disagreements' | 'sources')[];
}

export function wordedSummary(draft: Draft, copy: SummaryBuilderCopy, today: IsoDate): WordedSummary {
  const { summary } = draft;
  const { fields } = summary;
  const words = copy.summary;
  const cite = (source: Source | null | undefined) => (source ? sourceText(copy, source) : '');
  const value = (key: FieldKey) => fields[key]?.trim() ?? '';
  const pair = (key: FieldKey, shown = value(key)): [string, string][] => (shown ? [[copy.fields[key].label, shown]] : []);
  const timeline = timelineOf(summary, { today });
  const audience = copy.audiences.options[summary.audience];

  const sections: Partial<Record<SectionKey, PrintSection>> = {};
  const claim = [...pair('claim.carrier'), ...pair('claim.claimNumber'), ...pair('claim.policyNumber'), ...pair('claim.property')];
  if (claim.length) sections.claim = { title: words.sections.claim, pairs: claim };

  const you = [
    summary.role ? copy.role.options[summary.role] : '',
    [value('parties.visitorName'), value('parties.firm')].filter(Boolean).join(', '),
  ]
    .filter(Boolean)
    .join(' — ');
  const parties = [
    ...pair('parties.insured'),
    ...pair('parties.adjuster'),
    ...(you ? ([[copy.role.label, you]] as [string, string][]) : []),
    ...pair('parties.others'),
  ];
  if (parties.length) sections.parties = { title: words.sections.parties, pairs: parties };

  const loss = [
    ...pair('loss.date', fields['loss.date'] ? dateText(value('loss.date')) : ''),
    ...pair('loss.cause'),
    ...pair('loss.damaged'),
  ];
  if (loss.length) sections.loss = { title: words.sections.loss, pairs: loss };

  const [from, to] = [value('coverage.periodFrom'), value('coverage.periodTo')].map((date) => (date ? dateText(date) : ''));
  const period =
    from && to
      ? `${from} – ${to}`
      : from
        ? fillTemplate(words.periodFrom, { date: from })
        : to
          ? fillTemplate(words.periodTo, { date: to })
          : '';
  const suit = summary.suitLimit;
  const deadline = timeline.deadlines[0];
  const coverageTables: PrintTable[] = [];
  const columns = words.columns;
  if (summary.limits.length) {
    coverageTables.push({
      columns: [copy.rows.limits.label, copy.rows.limits.amount, columns.note, columns.source],
      rows: summary.limits.map((row) => [row.label, money(row.amount), row.note, cite(row.source)]),
      right: [1],
      widths: [3, 1.4, 1.6, 2.6],
    });
  }
  if (summary.deductibles.length) {
    coverageTables.push({
      columns: [copy.rows.deductibles.label, copy.rows.deductibles.amount, columns.note, columns.source],
      rows: summary.deductibles.map((row) => [row.label, money(row.amount), row.note, cite(row.source)]),
      right: [1],
      widths: [3, 1.4, 1.6, 2.6],
    });
  }
  if (summary.provisions.length) {
    coverageTables.push({
      columns: [copy.rows.provisions.label, copy.rows.provisions.note, columns.source],
      rows: summary.provisions.map((row) => [row.label, row.note, cite(row.source)]),
      widths: [3.4, 2.6, 2.6],
    });
  }
  const coveragePairs: [string, string][] = [
    ...(period ? ([[copy.fields['coverage.periodFrom'].label.replace(/ from$/, ''), period]] as [string, string][]) : []),
    ...(suit
      ? ([
          [
            copy.suit.short,
            [
              fillTemplate(copy.suit.value, { amount: String(suit.amount), unit: copy.suit.units[suit.unit], printed: suit.printed }),
              deadline ? fillTemplate(copy.suit.fromLoss, { date: dateText(deadline.date) }) : suit.fromLoss ? '' : copy.suit.notFromLoss,
              cite(suit.source) ? `(${cite(suit.source)})` : '',
            ]
              .filter(Boolean)
              .join(' '),
          ],
        ] as [string, string][])
      : []),
    ...pair('coverage.notes'),
  ];
  if (coveragePairs.length || coverageTables.length) {
    sections.coverage = { title: words.sections.coverage, pairs: coveragePairs, tables: coverageTables };
  }

  const gap = difference(summary);
  const amountRows: string[][] = [];
  for (const key of ['amounts.carrier', 'amounts.own'] as const) {
    if (fields[key]) amountRows.push([copy.fields[key].label, money(fields[key]), cite(fieldSource(summary, key))]);
  }
  if (gap !== null) amountRows.push([words.difference, formatSigned(gap), '']);
  if (fields['amounts.paid'])
    amountRows.push([copy.fields['amounts.paid'].label, money(fields['amounts.paid']), cite(fieldSource(summary, 'amounts.paid'))]);
  const amountTables: PrintTable[] = [];
  let causeSource = '';
  if (amountRows.length)
    amountTables.push({ columns: [columns.item, columns.amount, columns.source], rows: amountRows, right: [1], widths: [3, 1.6, 3.4] });
  if (summary.causes.length) {
    // The causes of one comparison share its source: said once under the table.
    const cites = [...new Set(summary.causes.map((row) => cite(row.source)))];
    const shared = cites.length === 1;
    amountTables.push({
      columns: shared ? [copy.rows.causes.title, columns.amount] : [copy.rows.causes.title, columns.amount, columns.source],
      rows: summary.causes.map((row) => {
        const cents = parseMoney(row.amount);
        const shown = cents === null ? row.amount : formatSigned(cents);
        return shared ? [row.label, shown] : [row.label, shown, cite(row.source)];
      }),
      right: [1],
      widths: shared ? [3, 1.6] : [3, 1.6, 3.4],
    });
    if (shared && cites[0]) causeSource = `${columns.source}: ${cites[0]}`;
  }
  const short$ = causesGap(summary);
  const amountNotes =
    short$ !== null && short$ !== 0 && gap !== null
      ? [fillTemplate(words.causesShort, { sum: formatSigned(gap - short$), difference: formatSigned(gap) })]
      : [];
  if (amountTables.length) {
    sections.amounts = {
      title: words.sections.amounts,
      tables: amountTables,
      paragraphs: causeSource ? [causeSource] : [],
      notes: amountNotes,
    };
  }

  if (timeline.entries.length) {
    sections.timeline = {
      title: words.sections.timeline,
      timeline: {
        points: timeline.entries.map((entry) => ({
          date: entry.date,
          shown: short(entry.date),
          label: [
            entry.kind === 'deadline' ? copy.eventKinds.deadline : entryText(copy, entry),
            entry.amount ? money(entry.amount) : '',
            entry.source ? `(${cite(entry.source)})` : '',
          ]
            .filter(Boolean)
            .join(' '),
          deadline: entry.kind === 'deadline',
        })),
        gaps: timeline.gaps.map((item) => ({
          from: item.from,
          to: item.to,
          label: fillTemplate(copy.timeline.gap, { days: String(item.days) }),
        })),
      },
    };
  }

  sections.ask = { title: words.sections.ask, paragraphs: [value('ask.text') || audience.ask] };

  const extra: PrintSection[] = [];
  const differing = disagreements(draft.proposals);
  if (differing.length) {
    extra.push({
      title: words.disagreements.title,
      paragraphs: [words.disagreements.intro],
      tables: [
        {
          columns: [columns.item, columns.stated, columns.source],
          rows: differing.flatMap((item) =>
            item.values.map((choice, i) => [
              i === 0 ? copy.fields[item.field].label : '',
              fieldTypes[item.field] === 'date' ? dateText(choice.value) : choice.value,
              choice.sources.map(cite).join('; '),
            ]),
          ),
          widths: [2.4, 2.6, 3.6],
        },
      ],
    });
  }
  // Sources, one row per document: what it is, and the fields taken from it by page.
  const taken = (Object.keys(summary.sources) as FieldKey[]).flatMap((key) => {
    const source = fieldSource(summary, key);
    return source ? [{ source, label: copy.fields[key].label }] : [];
  });
  const byDocument = groupBy(taken, ({ source }) =>
    source.from === 'comparison' && source.other ? cite({ ...source, page: null }) : source.file,
  );
  const pageOf = ({ source }: (typeof taken)[number]) =>
    source.page === null ? '' : fillTemplate(copy.source.page, { file: '', page: String(source.page) }).replace(/^, /, '');
  const fieldsFrom = (document: string) =>
    [...groupBy(byDocument.get(document) ?? [], pageOf)]
      .map(([page, items]) => [page, items.map((item) => item.label).join(', ')].filter(Boolean).join(': '))
      .join('; ');
  const line = (document: string, about: string) => [document, fieldsFrom(about)].filter(Boolean).join(' — ');
  const documents = draft.files
    .filter((file) => file.problem === null)
    .map((file) => line(`${copy.slots[file.slot].title}: ${file.name} (${kindText(copy, file.kind)})`, file.name));
  const named = new Set(draft.files.map((file) => file.name));
  const others = [...byDocument.keys()].filter((document) => !named.has(document)).map((document) => line(document, document));
  const sourceRows = [...documents, ...others];
  if (sourceRows.length) extra.push({ title: words.sources.title, notes: [], paragraphs: [], sources: sourceRows });

  const order = sectionsFor(summary.audience).filter((key) => sections[key]);
  const prepared = [value('parties.visitorName'), value('parties.firm')].filter(Boolean).join(', ');
  return {
    title: [words.title, value('claim.claimNumber')].filter(Boolean).join(' · '),
    subtitle: [
      fillTemplate(words.forReader, { reader: audience.reader }),
      dateText(today),
      prepared ? fillTemplate(words.preparedBy, { name: prepared }) : '',
    ]
      .filter(Boolean)
      .join(' · '),
    subject: [value('claim.carrier'), value('claim.property')].filter(Boolean).join(' · ') || words.title,
    sections: [...order.map((key) => sections[key]!), ...extra],
    sectionKeys: [
      ...order,
      ...(differing.length ? (['disagreements'] as const) : []),
      ...(sourceRows.length ? (['sources'] as const) : []),
    ],
    footer: copy.legal,
    pageLabel: (page, pages) => fillTemplate(copy.export.pageLabel, { page: String(page), pages: String(pages) }),
    timeline,
  };
}
