/**
 * The icon of a comparison-table cell, chosen by keyword (spec §4). The first group with a keyword
 * found anywhere in the text wins, in this order; matching ignores case.
 */
export type CompareIcon = 'good' | 'time' | 'warn' | 'neutral';

export const compareKeywords = {
  good: ['built-in', 'ai + rules', 'ai extraction', 'auto-generated', 'minutes'],
  time: ['days', 'weeks'],
  warn: ['add-on', 'keyword', 'manual', 'varies'],
} as const satisfies Record<Exclude<CompareIcon, 'neutral'>, readonly string[]>;

const order = ['good', 'time', 'warn'] as const;

export function compareIcon(value: string): CompareIcon {
  const text = value.toLowerCase();
  return order.find((icon) => compareKeywords[icon].some((keyword) => text.includes(keyword))) ?? 'neutral';
}
