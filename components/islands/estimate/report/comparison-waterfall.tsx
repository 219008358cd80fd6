import type { ComparisonWords } from '@/content/estimate-comparison';
import { causes, type Comparison } from '@/lib/estimate/compare';
import { formatCents, formatDifference } from '@/lib/estimate/dashboard';
import { say, type SideNames } from './names';

/** Bar widths in steps of 5 %, as literal classes (Tailwind finds them here; no inline style, which the CSP forbids). */
const widths = [
  'w-[1%]',
  'w-[5%]',
  'w-[10%]',
  'w-[15%]',
  'w-[20%]',
  'w-[25%]',
  'w-[30%]',
  'w-[35%]',
  'w-[40%]',
  'w-[45%]',
  'w-[50%]',
  'w-[55%]',
  'w-[60%]',
  'w-[65%]',
  'w-[70%]',
  'w-[75%]',
  'w-[80%]',
  'w-[85%]',
  'w-[90%]',
  'w-[95%]',
  'w-full',
] as const;
const widthOf = (share: number) => widths[Math.min(widths.length - 1, Math.max(0, Math.round(share * 20)))];

/**
 * From one side's RCV to the other's by cause, as a list of bars whose widths are each cause's share of the
 * largest step: it reads as a list without styles, and prints.
 */
export function ComparisonWaterfall({
  comparison,
  names,
  words,
}: {
  comparison: Pick<Comparison, 'totals' | 'stated' | 'waterfall'>;
  names: SideNames;
  words: ComparisonWords;
}) {
  const [a, b] = comparison.totals;
  const [fromRcv, toRcv] = comparison.stated;
  const steps = causes.map((cause) => ({ cause, amount: comparison.waterfall[cause] })).filter((step) => step.amount !== 0);
  const largest = Math.max(fromRcv, toRcv, ...steps.map((step) => Math.abs(step.amount)), 1);
  const row = (label: string, amount: string, share: number, tone: string, key: string) => (
    <li key={key} data-step={key} className="grid grid-cols-[minmax(8rem,14rem)_1fr_auto] items-center gap-3 text-sm">
      <span className="text-ink-800">{label}</span>
      <span className="h-3 rounded-full bg-ink-100" aria-hidden="true">
        <span className={`block h-3 rounded-full ${tone} ${widthOf(share)}`} />
      </span>
      <span className="font-semibold text-ink-950 tabular-nums">{amount}</span>
    </li>
  );
  return (
    <section aria-labelledby="comparison-waterfall" className="mt-10">
      <h3 id="comparison-waterfall" className="text-h4 text-ink-950">
        {words.waterfall.title}
      </h3>
      <p className="mt-2 text-sm text-ink-600">{say(words.waterfall.intro, names)}</p>
      <ol className="mt-4 space-y-3">
        {row(say(words.waterfall.from, names), formatCents(fromRcv), fromRcv / largest, 'bg-ink-400', 'from')}
        {steps.map((step) =>
          row(
            say(words.waterfall.causes[step.cause], names),
            formatDifference(step.amount),
            Math.abs(step.amount) / largest,
            step.amount > 0 ? 'bg-brand-600' : 'bg-rose-500',
            step.cause,
          ),
        )}
        {row(say(words.waterfall.to, names), formatCents(toRcv), toRcv / largest, 'bg-ink-800', 'to')}
      </ol>
      <p className="mt-3 text-sm text-ink-600">
        {say(words.waterfall.beside, names, {
          depreciation: formatDifference(b.depreciation - a.depreciation),
          acv: formatDifference(b.acv - a.acv),
        })}
      </p>
    </section>
  );
}
