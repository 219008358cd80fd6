'use client';

import { useId, useState, type ReactNode } from 'react';

export interface ComparisonFilterOption {
  readonly value: string;
  readonly label: string;
  /** What the report shows under this filter, e.g. "Showing 92 of 116 lines". */
  readonly summary: string;
}

/**
 * The filter of the two-estimate report: a radio group that sets `data-filter` on its wrapper. The table
 * itself is server-rendered inside (`children`) and each row hides itself under the filters it does not
 * match with a `group-data-[filter=…]/cmp:hidden` class, so this island holds no data and without JavaScript
 * the full table simply shows.
 */
export function ComparisonFilter({
  legend,
  options,
  children,
}: {
  legend: string;
  options: readonly ComparisonFilterOption[];
  children: ReactNode;
}) {
  const [filter, setFilter] = useState(options[0]?.value ?? 'all');
  const name = useId();
  const summary = options.find((option) => option.value === filter)?.summary;
  return (
    <div className="group/cmp" data-filter={filter}>
      <div className="nojs-hide flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-2 w-full text-sm font-semibold text-ink-800 lg:float-left lg:mr-3 lg:mb-0 lg:w-auto">{legend}</legend>
          {options.map((option) => (
            <label
              key={option.value}
              className="inline-flex min-h-10 cursor-pointer items-center rounded-full px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 has-checked:bg-brand-600 has-checked:text-white has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={filter === option.value}
                onChange={() => setFilter(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <p className="text-sm font-medium text-ink-600" role="status">
          {summary}
        </p>
      </div>
      {children}
    </div>
  );
}
