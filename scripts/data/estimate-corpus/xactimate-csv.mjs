/**
 * Xactimate's line-item ("RAW") export of a corpus estimate, in its real layouts and with its real quirks:
 * 28 columns, or 37 with the unit, the activity and the unit-cost breakdown (tails in different orders, a
 * header that may end with an empty column name); money bare under a thousand and quoted with separators
 * above, or with `$`; a byte-order mark and CRLF; supplement lines numbered out of order; rows of bare commas.
 */
const short = [
  '#',
  'Group Code',
  'Group Description',
  'Desc',
  'Age',
  'Condition',
  'Qty',
  'Item Amount',
  'Reported Cost',
  'Unit Cost',
  'Coverage',
  'Sales Tax',
  'RCV',
  'Life',
  'Depreciation Type',
  'Depreciation Amount',
  'Recoverable',
  'ACV',
  'Tax',
  'Replace',
  'Cat',
  'Sel',
  'Owner',
  'Original Vendor',
  'Date',
  'Unit Location',
  'Source Name',
  'Note 1',
];
const long = [
  '#',
  'Group Code',
  'Group Description',
  'Desc',
  'Age',
  'Condition',
  'Qty',
  'Item Amount',
  'Reported Cost',
  'Unit Cost',
  'Unit',
  'Coverage',
  'Activity',
  "Worker's Wage",
  'Labor burden',
  'Labor Overhead',
  'Material',
  'Equipment',
  'Market Conditions',
  'Labor Minimum',
  'Sales Tax',
  'RCV',
  'Life',
  'Depreciation Type',
  'Depreciation Amount',
  'Recoverable',
  'ACV',
  'Tax',
  'Replace',
  'Cat',
  'Sel',
  'Owner',
  'Original Vendor',
  'Date',
  'Unit Location',
  'Note 1',
  'Source Name',
];
/** The same program writes the tail of the long layout in another order, with a column of its own and an empty one. */
const longOtherTail = [...long.slice(0, 31), 'Owner', 'Original Vendor', 'Source Name', 'Date', 'Note 1', 'ADJ_SOURCE', ''];

export const layouts = { short, long, longOtherTail };

const csvCell = (text) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** Money as the export writes it: `190`, `82.9`, `"1,710.00"`; with `dollars`, `$208.67`, `"$1,225.33"`. */
export function money(cents, { dollars = false, plain = false } = {}) {
  const negative = cents < 0;
  const value = Math.abs(cents) / 100;
  let text =
    value >= 1000 && !plain
      ? value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      : String(Math.round(value * 100) / 100);
  if (dollars) text = `$${text}`;
  return negative ? `-${text}` : text;
}

const quantity = (value) =>
  value >= 1000 ? value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : String(value);

/**
 * The CSV text of `estimate`. Options: `columns` (a layout above), `dollars` (`$` on every other money
 * cell), `trailingSpace` (a space after some amounts), `numbers` (line number per line, default its own),
 * `blankRows` (rows of bare commas at the end), `emptyHeaders` (empty columns a spreadsheet program adds),
 * `order` (the lines in another order).
 */
export function rawExportCsv(estimate, options = {}) {
  const {
    columns = short,
    dollars = false,
    trailingSpace = false,
    blankRows = 0,
    emptyHeaders = 0,
    order = estimate.lines,
    numbers = (line) => line.number,
  } = options;
  const rows = [[...columns, ...Array(emptyHeaders).fill('')]];
  order.forEach((line, index) => {
    const { entry } = line;
    const cents = (value) => {
      const text = money(value, { dollars: dollars && index % 2 === 0 });
      return trailingSpace && index % 3 === 0 ? `${text} ` : text;
    };
    const values = {
      '#': numbers(line).toLocaleString('en-US'),
      'Group Code': line.room.code,
      'Group Description': line.room.name,
      Desc: entry.description,
      Age: '0',
      Condition: 'Average',
      Qty: quantity(line.quantity),
      'Item Amount': cents(line.printedItem ?? line.item),
      'Reported Cost': '0',
      'Unit Cost': cents(line.unitCost),
      Unit: entry.unit,
      Coverage: line.room.coverage ?? 'Dwelling',
      Activity: entry.activity,
      "Worker's Wage": money(entry.parts.wage, { plain: true }),
      'Labor burden': money(entry.parts.burden, { plain: true }),
      'Labor Overhead': money(entry.parts.overhead, { plain: true }),
      Material: money(entry.parts.material, { plain: true }),
      Equipment: money(entry.parts.equipment, { plain: true }),
      'Market Conditions': money(entry.parts.market, { plain: true }),
      'Labor Minimum': `${entry.cat}MN-A`,
      'Sales Tax': cents(line.tax),
      RCV: cents(line.printedRcv ?? line.rcv),
      Life: String(entry.life),
      'Depreciation Type': entry.depreciation ? 'Percent' : 'Age/Condition',
      'Depreciation Amount': cents(line.depreciation),
      Recoverable: 'Yes',
      ACV: cents(line.printedAcv ?? line.acv),
      Tax: entry.parts.material > 0 || entry.cleaning ? 'Yes' : 'No',
      Replace: entry.activity === 'Remove' || entry.activity === 'Detach & Reset' ? 'No' : 'Yes',
      Cat: entry.cat,
      Sel: entry.sel,
      Owner: 'ADJUSTER1',
      'Original Vendor': '',
      Date: '10/14/26',
      'Unit Location': line.room.unitLocation ?? '',
      'Source Name': 'Price List Item',
      'Note 1': line.note ?? '',
      ADJ_SOURCE: line.supplement ? 'SUP' : '',
      '': '',
    };
    rows.push([...columns.map((column) => values[column] ?? ''), ...Array(emptyHeaders).fill('')]);
  });
  for (let i = 0; i < blankRows; i += 1) rows.push(Array(columns.length + emptyHeaders).fill(''));
  return `\ufeff${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Xactimate's Components export: the estimate's materials, equipment and labor added up. */
export function componentsCsv() {
  const rows = [
    'Code,Description,Tax Status,Contractor Supplied,Quantity,Unit,Unit Price,Total,Request third-party pricing',
    'DMODUMP,"Dumpster - Approx. 20 yds, 4 ton of debris",Taxable,Yes,1,LO,675,675.00,',
    'RFG300S,Laminated - comp. shingle rfg. - w/out felt,Taxable,Yes,26.4,SQ,126.12,"3,329.57*",',
    'RFG,Roofer,Taxable,Yes,41.0672113,HR,82.05,"3,369.56*",',
    'DRY,Drywall installer/finisher,Taxable,Yes,18.5,HR,76.4,"1,413.40",',
  ];
  return `${rows.join('\r\n')}\r\n`;
}
