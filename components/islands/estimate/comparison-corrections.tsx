'use client';

import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { ComparisonTable } from './report/comparison-table';
import { say, type SideNames } from './report/names';
import type { ComparisonCopy } from '@/content/estimate-comparison';
import type { Corrections, LinePair } from '@/lib/estimate/compare';
import type { ShownComparison } from '@/lib/estimate/compare/shown';

/**
 * The line-by-line table with the visitor's corrections: rooms the comparison did not pair can be paired, a
 * match can be undone, and a line only one side has can be matched by hand with one only the other has.
 */
export function ComparisonCorrections({
  comparison,
  corrections,
  names,
  copy,
  onCorrect,
}: {
  comparison: ShownComparison;
  corrections: Corrections;
  names: SideNames;
  copy: ComparisonCopy;
  onCorrect: (corrections: Corrections) => void;
}) {
  const { tool, words } = copy;
  const [selected, setSelected] = useState<{ a?: number; b?: number }>({});
  const unpairedA = comparison.rooms.filter((room) => room.b === null && room.a !== null).map((room) => room.a!);
  const unpairedB = comparison.rooms.filter((room) => room.a === null && room.b !== null).map((room) => room.b!);
  const corrected = Boolean(corrections.rooms?.length || corrections.matched?.length || corrections.apart?.length);

  const unmatch = (pair: LinePair) =>
    onCorrect({
      ...corrections,
      matched: (corrections.matched ?? []).filter(([i, j]) => i !== pair.a[0]!.index || j !== pair.b[0]!.index),
      apart: [...(corrections.apart ?? []), [pair.a[0]!.index, pair.b[0]!.index]],
    });
  const match = () => {
    if (selected.a === undefined || selected.b === undefined) return;
    onCorrect({ ...corrections, matched: [...(corrections.matched ?? []), [selected.a, selected.b]] });
    setSelected({});
  };

  const action = (pair: LinePair) => {
    if (pair.a.length > 0 && pair.b.length > 0)
      return (
        <button
          type="button"
          onClick={() => unmatch(pair)}
          className="mt-1 block text-xs font-semibold text-brand-700 underline print:hidden"
        >
          {tool.actions.unmatch}
        </button>
      );
    const side = pair.a.length > 0 ? 'a' : 'b';
    const index = (pair.a[0] ?? pair.b[0])!.index;
    return (
      <label className="mt-1 flex items-center gap-1.5 text-xs text-ink-700 print:hidden">
        <input
          type="checkbox"
          checked={selected[side] === index}
          onChange={(event) => setSelected({ ...selected, [side]: event.target.checked ? index : undefined })}
        />
        {tool.actions.select}
      </label>
    );
  };

  return (
    <div className="mt-10">
      {unpairedA.length > 0 && unpairedB.length > 0 ? (
        <section aria-labelledby="comparison-rooms" className="rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-100 print:hidden">
          <h3 id="comparison-rooms" className="font-semibold text-ink-950">
            {tool.rooms.title}
          </h3>
          <p className="mt-1 text-sm text-ink-600">{tool.rooms.intro}</p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {unpairedA.map((room) => (
              <li key={room}>
                <label className="flex flex-wrap items-center gap-2 text-sm text-ink-800">
                  {say(tool.rooms.pairLabel, names, { room })}
                  <select
                    value=""
                    onChange={(event) =>
                      event.target.value && onCorrect({ ...corrections, rooms: [...(corrections.rooms ?? []), [room, event.target.value]] })
                    }
                    className="min-h-10 rounded-lg border border-ink-300 bg-white px-2"
                  >
                    <option value="">{tool.rooms.unpaired}</option>
                    {unpairedB.map((other) => (
                      <option key={other} value={other}>
                        {other}
                      </option>
                    ))}
                  </select>
                </label>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        {selected.a !== undefined && selected.b !== undefined ? (
          <button type="button" onClick={match} className={buttonClasses('primary', 'sm')}>
            {tool.actions.match}
          </button>
        ) : null}
        {corrected ? (
          <button type="button" onClick={() => onCorrect({})} className={buttonClasses('secondary', 'sm')}>
            {tool.actions.undo}
          </button>
        ) : null}
      </div>
      <ComparisonTable comparison={comparison} words={words} names={names} filterName="comparison-tool-filter" action={action} />
    </div>
  );
}
