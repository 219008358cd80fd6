import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EstimatorResults } from '@/components/islands/estimate/estimator-results';
import { checkerCopy as copy } from '@/content/estimator-checker-copy';
import { analyseTable, parseTable } from '@/lib/estimate/analyse';
import { DEFAULT_VIEW, PAGE_SIZE, pageOf, reportOf, type FindingsView } from '@/lib/estimate/protocol';
import type { Analysis, Mapping, Report } from '@/lib/estimate/types';
import { fillTemplate } from '@/lib/template';

function analysisOf(text: string): Analysis {
  const outcome = analyseTable(parseTable(text, { name: 'roof.csv', bytes: text.length, sample: false }));
  if (!outcome.ok) throw new Error(outcome.problem.kind);
  return outcome.analysis;
}

const header = 'Line,Code,Description,Quantity,Unit,Unit price,RCV';
/** Two RCV errors ($1 and $5 at stake) and a duplicate. */
const roof = [header, '1,RFG 1,Roof vent,10,EA,100.00,1001.00', '2,RFG 2,Felt,10,SQ,10.00,105.00', '3,RFG 2,Felt,10,SQ,10.00,100.00'].join(
  '\n',
);

/** The results as the island shows them, with the worker's part (pages of findings) played in place. */
function Harness({
  analysis,
  focusRef,
  onMapping,
  onDownload,
  readAs,
}: {
  analysis: Analysis;
  focusRef: { current: boolean };
  onMapping: (mapping: Mapping) => void;
  onDownload: (view: FindingsView, name: string) => void;
  /** Report the file as read another way (a PDF) than the table `analysis` comes from. */
  readAs?: Partial<Report>;
}) {
  const [report] = useState(() => ({ ...reportOf(analysis), ...readAs }));
  const [page, setPage] = useState(() => pageOf(analysis.findings, DEFAULT_VIEW, PAGE_SIZE, analysis.printed));
  return (
    <EstimatorResults
      copy={copy}
      report={report}
      page={page}
      table={1}
      focusRef={focusRef}
      onMapping={onMapping}
      onPage={(view, limit) => setPage(pageOf(analysis.findings, view, limit, analysis.printed))}
      onDownload={onDownload}
    />
  );
}

function renderResults(analysis: Analysis, focus = false, readAs?: Partial<Report>) {
  const onMapping = jest.fn();
  const onDownload = jest.fn();
  render(<Harness analysis={analysis} focusRef={{ current: focus }} onMapping={onMapping} onDownload={onDownload} readAs={readAs} />);
  return { onMapping, onDownload };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: copy.table.caption }))
    .getAllByRole('row')
    .slice(1);

describe('the Estimator Checker’s results', () => {
  it('takes focus when a new file was checked', () => {
    renderResults(analysisOf(roof), true);
    expect(screen.getByRole('heading', { level: 2, name: fillTemplate(copy.results.heading, { name: 'roof.csv' }) })).toHaveFocus();
  });

  it('filters by kind and sorts by money at stake', async () => {
    const user = userEvent.setup();
    renderResults(analysisOf(roof));
    // The table follows the summary by a frame.
    await screen.findByRole('table', { name: copy.table.caption });
    expect(bodyRows()).toHaveLength(3);
    const filters = screen.getByRole('group', { name: copy.table.filterLabel });
    await user.click(within(filters).getByRole('button', { name: new RegExp(`^${copy.findings.kinds.rcv}`) }));
    expect(within(filters).getByRole('button', { name: new RegExp(`^${copy.findings.kinds.rcv}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Line 1', 'Line 2']);

    const stake = screen.getByRole('columnheader', { name: new RegExp(copy.table.columns.stake) });
    await user.click(within(stake).getByRole('button'));
    expect(stake).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[5]?.textContent)).toEqual(['$5.00', '$1.00']);
    await user.click(within(stake).getByRole('button'));
    expect(stake).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[5]?.textContent)).toEqual(['$1.00', '$5.00']);
  });

  it('shows each finding with the lines it rests on, as the file prints them, and how sure it is', async () => {
    renderResults(analysisOf(roof));
    await screen.findByRole('table', { name: copy.table.caption });
    const [rcv, , duplicate] = bodyRows();
    expect(within(rcv!).getByText(copy.findings.certainty.plain)).toBeInTheDocument();
    expect(within(rcv!).getByText('10 EA 100.00 1001.00')).toBeInTheDocument();
    expect(within(duplicate!).getByText(copy.findings.certainty.look)).toBeInTheDocument();
    expect(within(duplicate!).getAllByText('Felt')).toHaveLength(3);
  });

  it('sets minor price differences apart, below the findings that matter', async () => {
    const prices = [
      header,
      '1,,Paint the walls,100,SF,1.41,141.00',
      '2,,Paint the walls,90,SF,1.41,126.90',
      '3,,Paint the walls,100,SF,1.43,143.00',
    ];
    const rows = [...prices, '4,,Roof vent,10,EA,100.00,1001.00'].join('\n');
    renderResults(analysisOf(rows));
    await screen.findByRole('table', { name: copy.table.caption });
    const texts = bodyRows().map((row) => row.textContent ?? '');
    expect(texts[0]).toContain(copy.findings.kinds.rcv);
    expect(texts[1]).toContain(copy.table.minorHeading);
    expect(texts[2]).toContain(copy.findings.certainty.minor);
  });

  it('says once what the file’s layout keeps it from checking', () => {
    renderResults(analysisOf(roof), false, { limits: ['no-unit-price'] });
    expect(screen.getByText(copy.results.limits['no-unit-price'])).toBeInTheDocument();
  });

  it('shows the findings a page at a time', async () => {
    const user = userEvent.setup();
    const total = PAGE_SIZE * 2 + 5;
    const many = [header, ...Array.from({ length: total }, (_, i) => `${i + 1},X ${i},Item ${i},1,EA,10.00,13.00`)].join('\n');
    renderResults(analysisOf(many));
    await screen.findByRole('table', { name: copy.table.caption });
    expect(bodyRows()).toHaveLength(PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: fillTemplate(copy.table.more, { count: String(PAGE_SIZE) }) }));
    expect(bodyRows()).toHaveLength(PAGE_SIZE * 2);
    await user.click(screen.getByRole('button', { name: fillTemplate(copy.table.more, { count: '5' }) }));
    expect(bodyRows()).toHaveLength(total);
  });

  it('asks for the download of what the table shows', async () => {
    const user = userEvent.setup();
    const { onDownload } = renderResults(analysisOf(roof));
    await user.click(
      within(screen.getByRole('group', { name: copy.table.filterLabel })).getByRole('button', {
        name: new RegExp(`^${copy.findings.kinds.duplicate}`),
      }),
    );
    await user.click(screen.getByRole('button', { name: copy.actions.download }));
    expect(onDownload).toHaveBeenCalledWith({ kind: 'duplicate', sort: 'file' }, 'roof findings.csv');
  });

  it('lets the visitor correct a column: another column, or none, leaving the other fields alone', async () => {
    const user = userEvent.setup();
    const analysis = analysisOf(roof);
    const { onMapping } = renderResults(analysis);
    expect(analysis.format).toMatchObject({
      kind: 'columns',
      mapping: { line: 0, code: 1, description: 2, quantity: 3, unit: 4, unitPrice: 5, rcv: 6 },
    });

    await user.selectOptions(screen.getByLabelText(copy.mapping.fields.rcv), copy.mapping.notInFile);
    expect(onMapping).toHaveBeenLastCalledWith({ line: 0, code: 1, description: 2, quantity: 3, unit: 4, unitPrice: 5 });

    // A column chosen for one field leaves the field that had it.
    await user.selectOptions(screen.getByLabelText(copy.mapping.fields.code), 'Description');
    expect(onMapping).toHaveBeenLastCalledWith({ line: 0, code: 2, quantity: 3, unit: 4, unitPrice: 5 });
  });

  it('says how a PDF was read and whether its own totals match the lines, and offers no columns to correct', () => {
    const format = { kind: 'pdf', pages: 24, tablePages: 18, rooms: 9 } as const;
    renderResults(analysisOf(roof), false, { format, reconciliation: { checked: 12, unmatched: ['Bathroom'], notChecked: [] } });
    expect(screen.getByText(fillTemplate(copy.results.format.pdf, { tablePages: '18', pages: '24', rooms: '9' }))).toBeInTheDocument();
    expect(screen.getByText(/Bathroom/)).toHaveTextContent(
      fillTemplate(copy.results.reconciliation.unmatched, { missed: '1', count: '12', labels: 'Bathroom' }),
    );
    expect(screen.queryByText(copy.mapping.title)).not.toBeInTheDocument();
  });

  it('says when every total the file prints matches the lines read', () => {
    renderResults(analysisOf(roof), false, { reconciliation: { checked: 3, unmatched: [], notChecked: [] } });
    expect(screen.getByText(fillTemplate(copy.results.reconciliation.matched, { count: '3' }))).toBeInTheDocument();
  });
});
