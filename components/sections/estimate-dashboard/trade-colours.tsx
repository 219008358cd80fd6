/**
 * The donut's colours, given to the trades in the order it draws them (largest first), as theme fill classes
 * (tailwind.config.ts and Tailwind's palette); each has at least 3:1 contrast on white. A file may name more
 * trades than there are colours: the legend beside each slice names it.
 */
const tradeFills = [
  'fill-brand-700',
  'fill-brand-400',
  'fill-amber-700',
  'fill-emerald-700',
  'fill-violet-600',
  'fill-ink-500',
  'fill-sky-600',
  'fill-pink-600',
] as const;

export const tradeFill = (index: number) => tradeFills[index % tradeFills.length]!;

/** The two series of the bar chart. */
export const measureFill = { rcv: 'fill-brand-700', acv: 'fill-brand-300' } as const;

/** A legend's colour square. */
export function Swatch({ fill }: { fill: string }) {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" className="shrink-0" aria-hidden="true">
      <rect width="12" height="12" rx="3" className={fill} />
    </svg>
  );
}
