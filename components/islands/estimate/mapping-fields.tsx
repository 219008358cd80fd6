'use client';

import { useState } from 'react';
import { estimateFields, requiredFields, type EstimateField } from '@/lib/estimate/fields';
import type { CheckerCopy } from '@/content/estimator-checker-copy';
import type { Mapping } from '@/lib/estimate/types';
import { fillTemplate } from '@/lib/template';

/** One select per field: which column of the file holds it. A column chosen for one field leaves the others. */
export function MappingFields({
  copy,
  headers,
  mapping,
  onChange,
}: {
  copy: CheckerCopy;
  headers: readonly string[];
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}) {
  const [draft, setDraft] = useState(mapping);
  const required = new Set<EstimateField>(requiredFields);
  const choose = (field: EstimateField, value: string) => {
    const chosen = value === '' ? undefined : Number(value);
    const next: Mapping = {};
    for (const other of estimateFields) {
      const column = other === field ? chosen : draft[other];
      if (column !== undefined && (other === field || column !== chosen)) next[other] = column;
    }
    setDraft(next);
    onChange(next);
  };
  return (
    <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {estimateFields.map((field) => (
        <label key={field} className="grid gap-1 text-sm">
          <span className="font-medium text-ink-800">
            {copy.mapping.fields[field]}
            {required.has(field) ? <span className="font-normal text-ink-500"> {copy.mapping.required}</span> : null}
          </span>
          <select
            value={draft[field] ?? ''}
            onChange={(event) => choose(field, event.target.value)}
            className="min-h-11 rounded-xl border-0 bg-white px-3 text-ink-900 ring-1 ring-ink-200 ring-inset focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <option value="">{copy.mapping.notInFile}</option>
            {headers.map((header, column) => (
              <option key={column} value={column}>
                {header.trim() || fillTemplate(copy.mapping.unnamed, { column: String(column + 1) })}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
