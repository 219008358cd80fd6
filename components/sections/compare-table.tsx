import clsx from 'clsx';
import type { CompareRow } from '@/content/compare';
import { comparePage } from '@/content/compare';
import { Icon, type IconName } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { compareIcon, type CompareIcon } from '@/lib/compare-icon';

const icons: Record<CompareIcon, { name: IconName; className: string }> = {
  good: { name: 'check-circle', className: 'text-emerald-700' },
  time: { name: 'clock', className: 'text-amber-700' },
  warn: { name: 'alert', className: 'text-red-700' },
  neutral: { name: 'minus', className: 'text-ink-400' },
};

/** A table cell's value with the icon the keyword rule picks and its text equivalent for screen readers. */
function Value({ text }: { text: string }) {
  const kind = compareIcon(text);
  const icon = icons[kind];
  return (
    <span className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2" data-icon={kind}>
      <Icon name={icon.name} className={clsx('size-5 shrink-0', icon.className)} />
      {kind !== 'neutral' ? <span className="sr-only">{comparePage.iconLabels[kind]}: </span> : null}
      <span>{text}</span>
    </span>
  );
}

/** The feature table: a real table with column and row headers, compact enough for a 390 px screen. */
export function CompareTable({ rows, brand }: { rows: readonly CompareRow[]; brand: string }) {
  const { columns, caption, legend, legendTitle, note } = comparePage;
  const cell = 'px-2 py-4 align-top sm:px-5';
  return (
    <Section className="pt-4 sm:pt-6">
      <section aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-ink-100">
        <table className="w-full border-collapse text-left text-[0.8125rem] leading-5 sm:text-base sm:leading-6">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-ink-50 text-ink-900">
            <tr>
              <th scope="col" className={clsx(cell, 'w-[28%] font-semibold')}>
                {columns.feature}
              </th>
              <th scope="col" className={clsx(cell, 'bg-brand-700 font-bold text-white')}>
                {brand}
              </th>
              <th scope="col" className={clsx(cell, 'font-semibold')}>
                {columns.alt1}
              </th>
              <th scope="col" className={clsx(cell, 'font-semibold')}>
                {columns.alt2}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100 text-ink-700">
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className={clsx(cell, 'font-semibold text-ink-900')}>
                  {row.feature}
                </th>
                <td className={clsx(cell, 'bg-brand-50 font-medium text-ink-900')}>
                  <Value text={row.delta} />
                </td>
                <td className={cell}>
                  <Value text={row.alt1} />
                </td>
                <td className={cell}>
                  <Value text={row.alt2} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="mt-6 max-w-3xl text-sm text-ink-600">
        <h2 className="font-semibold text-ink-900">{legendTitle}</h2>
        <ul className="mt-2 space-y-1.5">
          {(Object.keys(legend) as (keyof typeof legend)[]).map((kind) => (
            <li key={kind} className="flex items-center gap-2">
              <Icon name={icons[kind].name} className={clsx('size-5 shrink-0', icons[kind].className)} />
              {legend[kind]}
            </li>
          ))}
        </ul>
        <p className="mt-3">{note}</p>
      </div>
    </Section>
  );
}
