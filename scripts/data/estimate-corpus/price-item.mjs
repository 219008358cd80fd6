/**
 * One item of a price list: its category and selector (together Xactimate's code), description, unit and
 * unit-cost parts in cents (wage, burden, overhead, material, equipment, market conditions), the work done
 * (`activity`), its life in years and the share of its value depreciated.
 */
export const item = (cat, sel, description, unit, parts, extra = {}) => ({
  cat,
  sel,
  description,
  unit,
  parts: { wage: 0, burden: 0, overhead: 0, material: 0, equipment: 0, market: 0, ...parts },
  activity: 'Replace',
  life: 0,
  depreciation: 0,
  cleaning: false,
  ...extra,
});
