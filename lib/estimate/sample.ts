/** The sample claim's estimate as the checker reads it: the rows of a CSV export, header first. */
import type { Estimate } from '@/lib/estimate/dashboard-types';
import type { Table } from './table';

/** Column headers of the sample estimate, in the order of its rows. */
export interface SampleHeaders {
  readonly line: string;
  readonly code: string;
  readonly trade: string;
  readonly description: string;
  readonly quantity: string;
  readonly unit: string;
  readonly unitPrice: string;
  readonly tax: string;
  readonly overheadProfit: string;
  readonly rcv: string;
  readonly depreciation: string;
  readonly acv: string;
}

const amount = (cents: number) => (cents / 100).toFixed(2);
const order = [
  'line',
  'code',
  'trade',
  'description',
  'quantity',
  'unit',
  'unitPrice',
  'tax',
  'overheadProfit',
  'rcv',
  'depreciation',
  'acv',
] as const;

export function sampleTable(estimate: Estimate, headers: SampleHeaders): Table {
  const rows = [
    order.map((key) => headers[key]),
    ...estimate.lines.map((line) => [
      String(line.line),
      line.code,
      line.trade,
      line.description,
      String(line.quantity),
      line.unit,
      amount(line.unitPrice),
      amount(line.tax),
      amount(line.overheadProfit),
      amount(line.rcv),
      amount(line.depreciation),
      amount(line.acv),
    ]),
  ];
  return { rows, delimiter: ',', container: 'text', source: { name: estimate.title, bytes: 0, sample: true } };
}
