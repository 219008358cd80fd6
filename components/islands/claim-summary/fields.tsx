'use client';

import clsx from 'clsx';
import { useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { fieldChecks, rowChecks } from '@/lib/claim-summary/checks';
import { fieldChoices, fieldSource } from '@/lib/claim-summary/model';
import { formatDollars, formatSigned, parseMoney } from '@/lib/claim-summary/money';
import { fieldTypes, type FieldKey, type Proposal, type Source } from '@/lib/claim-summary/types';
import { fillTemplate } from '@/lib/template';
import type { StepContext } from './context';
import { checkText, dateText, rowWording, sourceText } from './words';

export const inputClasses =
  'mt-1 block w-full min-h-11 rounded-xl border border-ink-300 bg-white px-3 py-2 text-base text-ink-950 aria-invalid:border-amber-600';

/** A value as the page shows it beside its source: a date written out, an amount with its sign. */
export function shownValue(key: FieldKey, value: string): string {
  const type = fieldTypes[key];
  if (type === 'date') return dateText(value);
  if (type === 'money') {
    const cents = parseMoney(value);
    return cents === null ? value : formatDollars(cents);
  }
  return value;
}

export function SourceNote({ id, source, ctx }: { id?: string; source: Source; ctx: StepContext }) {
  return (
    <p id={id} data-source className="mt-1 text-sm text-emerald-800">
      {fillTemplate(ctx.copy.source.from, { source: sourceText(ctx.copy, source) })}
    </p>
  );
}

/** A field of the outline: its input, where its value comes from, what cannot be so, and what the documents propose. */
export function FieldInput({ field, ctx }: { field: FieldKey; ctx: StepContext }) {
  const { copy, draft } = ctx;
  const id = useId();
  const words = copy.fields[field];
  const value = draft.summary.fields[field] ?? '';
  const type = fieldTypes[field];
  const source = fieldSource(draft.summary, field);
  const checks = fieldChecks(ctx.checks, field);
  const choices = fieldChoices(draft.proposals, draft.summary, field);
  const described = [
    'hint' in words ? `${id}-hint` : '',
    source ? `${id}-source` : '',
    ...checks.map((_, i) => `${id}-check-${i}`),
    choices.length ? `${id}-choices` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: field,
    value,
    'aria-describedby': described || undefined,
    'aria-invalid': checks.length > 0 || undefined,
    className: inputClasses,
  };
  return (
    <div data-field={field} className="min-w-0">
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {words.label}
      </label>
      {'hint' in words ? (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {words.hint}
        </p>
      ) : null}
      {type === 'long' ? (
        <textarea {...common} rows={3} onChange={(event) => ctx.setField(field, event.target.value)} />
      ) : (
        <input
          {...common}
          type={type === 'date' ? 'date' : 'text'}
          inputMode={type === 'money' ? 'decimal' : undefined}
          autoComplete="off"
          onChange={(event) => ctx.setField(field, event.target.value)}
        />
      )}
      {source ? <SourceNote id={`${id}-source`} source={source} ctx={ctx} /> : null}
      {checks.map((check, i) => (
        <p key={check.kind} id={`${id}-check-${i}`} data-check={check.kind} className="mt-1 text-sm font-medium text-amber-900">
          {checkText(copy, check)}
        </p>
      ))}
      {choices.length ? (
        <div id={`${id}-choices`} data-choices className="mt-2 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100">
          <p className="text-sm font-semibold text-ink-800">{value ? copy.proposals.differs : copy.proposals.title}</p>
          <ul className="mt-1 space-y-2">
            {choices.map((choice) => (
              <li key={choice.ids.join()} data-proposal={choice.ids[0]} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-semibold text-ink-950" data-value>
                  {shownValue(field, choice.value)}
                </span>
                <span className="text-ink-600">{choice.sources.map((item) => sourceText(copy, item)).join('; ')}</span>
                <span className="flex gap-2">
                  <button type="button" className={buttonClasses('primary', 'sm')} onClick={() => ctx.accept(choice.ids.slice(0, 1))}>
                    {value ? copy.proposals.useInstead : copy.proposals.use}
                  </button>
                  <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => ctx.dismiss(choice.ids)}>
                    {copy.proposals.dismiss}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

type ListTarget = Exclude<Proposal['target'], 'field'>;

/** How a list proposal reads before it is added. */
function proposalText(ctx: StepContext, item: Proposal): string {
  const wording = rowWording(ctx.copy);
  const amount = (text: string) => {
    const cents = parseMoney(text);
    return cents === null ? text : formatDollars(cents);
  };
  switch (item.target) {
    case 'limit':
      return [item.row.label, item.row.amount ? amount(item.row.amount) : '', wording.limitNote(item.row)].filter(Boolean).join(' · ');
    case 'deductible':
      return [item.row.label, item.row.amount ? amount(item.row.amount) : '', wording.deductibleNote(item.row)].filter(Boolean).join(' · ');
    case 'provision':
      return [item.row.label, wording.provisionNote(item.row)].filter(Boolean).join(' · ');
    case 'cause': {
      const cents = parseMoney(item.row.amount);
      return `${wording.causeLabel(item.row.cause)} · ${cents === null ? item.row.amount : formatSigned(cents)}`;
    }
    case 'event':
      return `${dateText(item.row.date)} · ${wording.eventLabel(item.row.kind, item.row.fact, item.source.from)}`;
    case 'suit-limit':
      return fillTemplate(ctx.copy.suit.value, {
        amount: String(item.value.amount),
        unit: ctx.copy.suit.units[item.value.unit],
        printed: item.value.printed,
      });
    case 'field':
      return item.value;
  }
}

/** Shown at first; the rest behind "Show all". */
const SHOWN = 8;

/** What the documents propose for one of the lists (limits, deductibles, …), each added or dismissed by the visitor. */
export function ProposalRows({ target, ctx }: { target: ListTarget; ctx: StepContext }) {
  const { copy } = ctx;
  const [all, setAll] = useState(false);
  const pending = ctx.draft.proposals.filter((item) => item.target === target && item.status === 'pending');
  if (pending.length === 0) return null;
  const shown = all ? pending : pending.slice(0, SHOWN);
  return (
    <div data-proposals={target} className="rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-ink-800">{copy.proposals.title}</p>
        {pending.length > 1 ? (
          <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => ctx.accept(pending.map((item) => item.id))}>
            {fillTemplate(copy.proposals.addAll, { count: String(pending.length) })}
          </button>
        ) : null}
      </div>
      <ul className="mt-2 space-y-2">
        {shown.map((item) => (
          <li key={item.id} data-proposal={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-medium text-ink-950">{proposalText(ctx, item)}</span>
            <span className="text-ink-600">{sourceText(copy, item.source)}</span>
            <span className="flex gap-2">
              <button type="button" className={buttonClasses('primary', 'sm')} onClick={() => ctx.accept([item.id])}>
                {copy.proposals.add}
              </button>
              <button type="button" className={buttonClasses('ghost', 'sm')} onClick={() => ctx.dismiss([item.id])}>
                {copy.proposals.dismiss}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {pending.length > shown.length ? (
        <button type="button" className={clsx(buttonClasses('ghost', 'sm'), 'mt-2')} onClick={() => setAll(true)}>
          {fillTemplate(copy.proposals.showAll, { count: String(pending.length) })}
        </button>
      ) : null}
    </div>
  );
}

export interface RowColumn<Row> {
  readonly key: keyof Row & string;
  readonly label: string;
  readonly type: 'text' | 'money' | 'date' | 'select';
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  readonly wide?: boolean;
}

/** The rows of a list, each field labelled, with its source and what cannot be so; rows are added and removed. */
export function RowsEditor<Row extends { readonly id: string; readonly label: string; readonly source?: Source }>({
  name,
  rows,
  columns,
  add,
  onAdd,
  onChange,
  onRemove,
  ctx,
}: {
  name: string;
  rows: readonly Row[];
  columns: readonly RowColumn<Row>[];
  add: string;
  onAdd: () => void;
  onChange: (id: string, change: Partial<Row>) => void;
  onRemove: (id: string) => void;
  ctx: StepContext;
}) {
  const base = useId();
  return (
    <div data-rows={name} className="space-y-3">
      {rows.length ? (
        <ul className="space-y-3">
          {rows.map((row, index) => {
            const checks = rowChecks(ctx.checks, row.id);
            return (
              <li key={row.id} data-row={row.id} className="rounded-xl bg-white p-3 ring-1 ring-ink-200">
                <div className="grid gap-3 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
                  {columns.map((column) => {
                    const id = `${base}-${index}-${column.key}`;
                    const value = String(row[column.key] ?? '');
                    return (
                      <div key={column.key} className={clsx('min-w-0', column.wide && 'sm:col-span-2')}>
                        <label htmlFor={id} className="text-xs font-semibold text-ink-700">
                          {column.label}
                        </label>
                        {column.type === 'select' ? (
                          <select
                            id={id}
                            value={value}
                            className={inputClasses}
                            onChange={(event) => onChange(row.id, { [column.key]: event.target.value } as Partial<Row>)}
                          >
                            {column.options?.map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </select>
                        ) : (
                          <input
                            id={id}
                            type={column.type === 'date' ? 'date' : 'text'}
                            inputMode={column.type === 'money' ? 'decimal' : undefined}
                            value={value}
                            autoComplete="off"
                            aria-invalid={checks.length > 0 && column.type !== 'text' ? true : undefined}
                            className={inputClasses}
                            onChange={(event) => onChange(row.id, { [column.key]: event.target.value } as Partial<Row>)}
                          />
                        )}
                      </div>
                    );
                  })}
                </div>
                {row.source ? <SourceNote source={row.source} ctx={ctx} /> : null}
                {checks.map((check) => (
                  <p key={check.kind} data-check={check.kind} className="mt-1 text-sm font-medium text-amber-900">
                    {checkText(ctx.copy, check)}
                  </p>
                ))}
                <button type="button" className={clsx(buttonClasses('ghost', 'sm'), 'mt-2')} onClick={() => onRemove(row.id)}>
                  {ctx.copy.rows.remove}
                  <span className="sr-only">: {row.label || ctx.copy.rows.unnamed}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <button type="button" className={buttonClasses('secondary', 'sm')} onClick={onAdd}>
        {add}
      </button>
    </div>
  );
}
