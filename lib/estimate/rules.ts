/**
 * What the Estimator Checker knows about estimates, as data: the header spellings it recognises for each
 * column, and the line items that usually go with a trade. Edit these tables, not the checks in
 * `lib/estimate/`; the unit tests run the checks against them.
 */
import type { EstimateField, TradeRule } from './fields';

/**
 * Header spellings per column, compared after normalising (lower case; `&` and `+` read as "and", `#` as
 * "no"; other punctuation dropped): "O&P", "O & P" and "o and p" are all `o and p`; "Line #" is `line no`.
 * Earlier spellings win when two columns could claim the same header. A header that only starts with a
 * spelling ("Unit price (USD)") is matched after every exact spelling has had its turn.
 */
export const headerAliases = {
  line: ['line', 'line no', 'line number', 'ln', 'no', 'item no', 'item number', 'seq', 'sequence'],
  code: ['code', 'item code', 'line code', 'price code', 'price list code', 'selector', 'sel', 'cat sel', 'cat and sel', 'sku'],
  trade: ['trade', 'category', 'cat', 'trade category', 'division'],
  room: ['room', 'area', 'location', 'room name', 'group description', 'group desc', 'group', 'section', 'level', 'elevation'],
  description: [
    'description',
    'desc',
    'item description',
    'line item',
    'line item description',
    'item',
    'activity',
    'task',
    'scope',
    'work description',
  ],
  quantity: ['quantity', 'qty', 'quan', 'count'],
  unit: ['unit', 'units', 'uom', 'unit of measure', 'um', 'measure'],
  unitPrice: ['unit price', 'unit cost', 'price', 'rate', 'unit rate', 'price per unit', 'cost per unit', 'remove and replace price'],
  extended: [
    'extended',
    'extended price',
    'item amount',
    'extended cost',
    'extension',
    'ext',
    'ext price',
    'ext cost',
    'line total',
    'amount',
    'subtotal',
  ],
  tax: ['sales tax', 'tax amount', 'material tax', 'tax', 'taxes', 'mat tax'],
  overheadProfit: ['o and p', 'oh and p', 'op', 'o p', 'overhead and profit', 'overhead profit', 'gc o and p'],
  rcv: ['rcv', 'replacement cost value', 'replacement cost', 'replacement value', 'rc', 'total rcv', 'rcv total', 'total'],
  depreciation: ['depreciation', 'deprec', 'depr', 'dep', 'less depreciation', 'depreciation amount'],
  acv: ['acv', 'actual cash value', 'actual cash', 'acv total', 'total acv', 'net acv'],
} as const satisfies Record<EstimateField, readonly string[]>;

/**
 * Labels of rows that carry a total rather than a line item (compared at the start of the row's first
 * text cell, normalised like headers). A "grand total" sums every line; any other total sums the lines
 * since the previous total row.
 */
export const totalRowLabels = {
  grand: ['grand total', 'estimate total', 'total estimate', 'totals', 'total'],
  section: ['subtotal', 'sub total', 'total'],
} as const;

/**
 * Words that mark a line priced by its own invoice, bid or allowance rather than from a price list: two such
 * lines with one description ("Invoice – tree service") rightly carry two amounts, so the price check leaves
 * them out. Matched like the trade rules' phrases.
 */
export const billedItemPhrases = ['invoice', 'bid', 'allowance', 'quote', 'proposal', 'paid bill', 'receipt'] as const;

/**
 * Words that mark a line adjusting others rather than pricing an item: Symbility's "Minimum Charge" tops the
 * lines of a trade up to a minimum, so its amount is not its quantity × price. The line checks leave it out.
 */
/**
 * Words of a note that make a line an article of a contents inventory: Xactimate Contents prints the insured's own
 * description of each article (`Orig. Desc. - Toothbrush`) and where it was bought. Three of one article are three
 * articles, not one line printed three times, so such lines are never duplicates.
 */
export const inventoryNotePhrases = ['orig desc'] as const;

/**
 * Words of a line that the file pays only once the work is done, and may leave out of its totals: a code upgrade
 * "payable when incurred", settled on "the associated item until the code upgrade cost is incurred".
 */
export const setApartPhrases = ['when incurred', 'cost is incurred'] as const;

export const adjustmentPhrases = ['minimum charge'] as const;

/**
 * Line items that usually go with a trade: rules of thumb for a second look, not requirements. A job can
 * rightly leave any of them out (a repair rarely needs new drip edge), so the checker lists them as
 * possibly missing and never prices them. Phrases are normalised like headers and match at the start of
 * words ("tape" matches "taped").
 */
export const tradeRules = [
  {
    trade: 'Roofing',
    when: ['shingle'],
    unless: ['detach', 'repair', 'tarp', 'inspection', 'additional charge', 'per shingle', 'ridge', 'hip', 'starter'],
    expect: [
      { item: 'Drip edge', match: ['drip edge', 'gutter apron', 'eave metal'] },
      // 3-tab shingles are cut into the starter course and the ridge caps, and the line's waste includes them.
      { item: 'Starter course', match: ['starter'], includedWith: ['3 tab'] },
      { item: 'Ridge or hip cap', match: ['ridge cap', 'hip cap', 'hip and ridge', 'hip ridge'], includedWith: ['3 tab'] },
      { item: 'Underlayment', match: ['underlayment', 'felt', 'ice and water'] },
      { item: 'Flashing', match: ['flashing'] },
    ],
  },
  {
    trade: 'Gutters',
    when: ['gutter'],
    unless: ['guard', 'screen', 'apron', 'clean', 'detach'],
    expect: [{ item: 'Downspouts', match: ['downspout'] }],
  },
  {
    trade: 'Carpet',
    when: ['carpet'],
    unless: ['pad', 'clean', 'extract', 'tear out', 'remove', 'detach', 'block', 'protect', 'floor', 'glue', 'tile'],
    expect: [{ item: 'Carpet pad', match: ['carpet pad', 'pad'], unless: ['tear out', 'remove'] }],
  },
  {
    trade: 'Drywall',
    when: ['drywall', 'sheetrock', 'gypsum board'],
    unless: ['tear out', 'remove', 'clean'],
    expect: [
      { item: 'Tape and finish', match: ['tape', 'taping', 'float', 'mud', 'finish'] },
      { item: 'Paint or primer', match: ['paint', 'primer', 'prime', 'seal'] },
    ],
  },
] as const satisfies readonly TradeRule[];

/**
 * The work a line does, for lines two estimates word differently: a contractor writes `Tear off comp shingles - 3
 * tab` and `Felt underlayment - 15# or synthetic equivalent` where the carrier's program prints `Tear off composition
 * shingles - Laminated (no haul off)` and `Roofing felt - 15 lb.`. First match wins (phrases at the start of words,
 * normalised); `unless` keeps other work out. Two lines of one scope are paired only when nothing closer pairs them,
 * and only at the same sizes: a grade or a material may differ, a size may not.
 */
export const scopeTerms = [
  { scope: 'tear-off', match: ['tear off', 'tearoff', 'tear out shingle', 'strip shingle'] },
  { scope: 'ice-and-water', match: ['ice and water', 'ice water'] },
  { scope: 'underlayment', match: ['felt', 'underlayment', 'synthetic underlay'] },
  { scope: 'starter', match: ['starter'] },
  { scope: 'drip-edge', match: ['drip edge', 'dripedge', 'eave metal'] },
  { scope: 'ridge-vent', match: ['ridge vent', 'continuous ridge'] },
  { scope: 'hip-ridge', match: ['hip and ridge', 'hip ridge', 'ridge cap', 'hip cap', 'ridge shingle'] },
  { scope: 'pipe-jack', match: ['pipe jack', 'pipe boot', 'plumbing vent boot'] },
  { scope: 'step-flashing', match: ['step flashing'] },
  { scope: 'valley', match: ['valley'] },
  { scope: 'roof-vent', match: ['roof vent', 'turtle vent', 'box vent', 'turbine'] },
  { scope: 'shingles', match: ['shingle', 'shng', 'comp roofing', 'composition roofing'], unless: ['per shingle'] },
  { scope: 'gutter', match: ['gutter'], unless: ['guard', 'screen', 'apron', 'clean'] },
  { scope: 'downspout', match: ['downspout'] },
  { scope: 'debris', match: ['dumpster', 'haul debris', 'debris removal'] },
  { scope: 'steep-charge', match: ['steep'] },
  { scope: 'high-charge', match: ['high roof', '2 stories'] },
] as const satisfies readonly { readonly scope: string; readonly match: readonly string[]; readonly unless?: readonly string[] }[];

/**
 * The trade of a line whose file names none (a printed estimate without item codes), by the words of its
 * description, first match wins: for the comparison's subtotals by trade. A line that matches none is "Other".
 */
export const tradeKeywords = [
  ['Labor minimums', ['labor minimum', 'minimum charge']],
  [
    'Roofing',
    [
      'shingle',
      'roof',
      'ridge',
      'felt',
      'underlayment',
      'ice and water',
      'drip edge',
      'starter',
      'flashing',
      'pipe jack',
      'flue cap',
      'rain cap',
      'chimney',
      'valley',
      'vent',
    ],
  ],
  ['Gutters', ['gutter', 'downspout']],
  ['Siding and exterior', ['siding', 'soffit', 'fascia', 'wrap', 'fence', 'garage door', 'window', 'screen', 'trim']],
  ['Painting', ['paint', 'seal', 'prime', 'stain']],
  ['Drywall', ['drywall', 'texture', 'tape joint']],
  ['Flooring', ['carpet', 'pad', 'floor', 'tile', 'vinyl', 'laminate', 'baseboard', 'quarter round']],
  ['Debris and cleaning', ['haul', 'debris', 'dumpster', 'clean', 'dispose', 'tear off']],
] as const satisfies readonly (readonly [string, readonly string[]])[];

/** The trade `tradeKeywords` gives a description, or "Other". */
export function tradeOfText(description: string): string {
  const text = ` ${description
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')} `;
  const found = tradeKeywords.find(([, words]) => words.some((word) => text.includes(` ${word}`)));
  return found?.[0] ?? 'Other';
}
