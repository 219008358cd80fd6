import type { Trade } from '@/lib/estimate/dashboard-types';

/**
 * One colour per trade, the same in both charts, as theme fill classes (tailwind.config.ts and Tailwind's
 * palette); each has at least 3:1 contrast on white.
 */
export const tradeFill: Record<Trade, string> = {
  Roofing: 'fill-brand-700',
  'Gutters & exterior': 'fill-brand-400',
  'Drywall & insulation': 'fill-amber-700',
  Painting: 'fill-emerald-700',
  'Flooring & trim': 'fill-violet-600',
  'General conditions': 'fill-ink-500',
  'Water mitigation': 'fill-sky-600',
  'Contents & cleaning': 'fill-pink-600',
};

/** The two series of the bar chart. */
export const measureFill = { rcv: 'fill-brand-700', acv: 'fill-brand-300' } as const;

/** A legend's colour square. */
export function Swatch({ fill }: { fill: string }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" className="shrink-0" aria-hidden="true" focusable="false">
      <rect width="12" height="12" rx="3" className={fill} />
    </svg>
  );
}
