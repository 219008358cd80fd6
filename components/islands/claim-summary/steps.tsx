'use client';

import clsx from 'clsx';
import { buttonClasses } from '@/components/ui/button-styles';
import { removeRow, updateRow, difference } from '@/lib/claim-summary/model';
import { formatSigned } from '@/lib/claim-summary/money';
import {
  eventKinds,
  audiences,
  roles,
  type CauseRow,
  type DeductibleRow,
  type EventRow,
  type LimitRow,
  type ProvisionRow,
  type Role,
} from '@/lib/claim-summary/types';
import { timelineOf } from '@/lib/claim-summary/timeline';
import { fillTemplate } from '@/lib/template';
import type { StepContext } from './context';
import { FieldInput, ProposalRows, RowsEditor, SourceNote, inputClasses } from './fields';
import { TimelineView } from './timeline-view';
import { dateText } from './words';

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-100">
      <h3 className="font-semibold text-ink-950">{title}</h3>
      {children}
    </section>
  );
}

const grid = 'grid gap-5 md:grid-cols-2';

export function ClaimStep({ ctx }: { ctx: StepContext }) {
  return (
    <div className={grid}>
      <FieldInput field="claim.carrier" ctx={ctx} />
      <FieldInput field="claim.claimNumber" ctx={ctx} />
      <FieldInput field="claim.policyNumber" ctx={ctx} />
      <FieldInput field="claim.property" ctx={ctx} />
    </div>
  );
}

export function PartiesStep({ ctx }: { ctx: StepContext }) {
  const { copy, draft } = ctx;
  return (
    <div className={grid}>
      <FieldInput field="parties.insured" ctx={ctx} />
      <FieldInput field="parties.adjuster" ctx={ctx} />
      <div>
        <label htmlFor="claim-summary-role" className="text-sm font-semibold text-ink-800">
          {copy.role.label}
        </label>
        <select
          id="claim-summary-role"
          value={draft.summary.role ?? ''}
          className={inputClasses}
          onChange={(event) => {
            const role = event.target.value as Role | '';
            ctx.change((summary) => {
              const next = { ...summary };
              if (role) next.role = role;
              else delete (next as { role?: Role }).role;
              return next;
            });
          }}
        >
          <option value="">{copy.role.none}</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {copy.role.options[role]}
            </option>
          ))}
        </select>
      </div>
      <FieldInput field="parties.visitorName" ctx={ctx} />
      <FieldInput field="parties.firm" ctx={ctx} />
      <FieldInput field="parties.others" ctx={ctx} />
    </div>
  );
}

export function LossStep({ ctx }: { ctx: StepContext }) {
  return (
    <div className={grid}>
      <FieldInput field="loss.date" ctx={ctx} />
      <FieldInput field="loss.cause" ctx={ctx} />
      <div className="md:col-span-2">
        <FieldInput field="loss.damaged" ctx={ctx} />
      </div>
    </div>
  );
}

function SuitLimit({ ctx }: { ctx: StepContext }) {
  const { copy, draft } = ctx;
  const suit = draft.summary.suitLimit;
  const deadline = timelineOf(draft.summary).deadlines[0];
  return (
    <Group title={copy.suit.title}>
      <ProposalRows target="suit-limit" ctx={ctx} />
      {suit ? (
        <div data-suit-limit className="text-sm text-ink-900">
          <p className="font-medium">
            {fillTemplate(copy.suit.value, { amount: String(suit.amount), unit: copy.suit.units[suit.unit], printed: suit.printed })}
          </p>
          <p data-deadline>
            {!suit.fromLoss
              ? copy.suit.notFromLoss
              : deadline
                ? fillTemplate(copy.suit.fromLoss, { date: dateText(deadline.date) })
                : copy.suit.needsLoss}
          </p>
          {suit.source ? <SourceNote source={suit.source} ctx={ctx} /> : null}
          <p className="mt-1 text-xs text-ink-600">{copy.suit.caution}</p>
          <button
            type="button"
            className={clsx(buttonClasses('ghost', 'sm'), 'mt-1')}
            onClick={() =>
              ctx.change((summary) => {
                const next = { ...summary };
                delete (next as { suitLimit?: unknown }).suitLimit;
                return next;
              })
            }
          >
            {copy.suit.remove}
          </button>
        </div>
      ) : null}
    </Group>
  );
}

export function CoverageStep({ ctx }: { ctx: StepContext }) {
  const { copy, draft } = ctx;
  const { summary } = draft;
  const rows = copy.rows;
  return (
    <div className="space-y-5">
      <div className={grid}>
        <FieldInput field="coverage.periodFrom" ctx={ctx} />
        <FieldInput field="coverage.periodTo" ctx={ctx} />
      </div>
      <Group title={rows.limits.title}>
        <ProposalRows target="limit" ctx={ctx} />
        <RowsEditor<LimitRow>
          name="limits"
          rows={summary.limits}
          columns={[
            { key: 'label', label: rows.limits.label, type: 'text', wide: true },
            { key: 'amount', label: rows.limits.amount, type: 'money' },
            { key: 'note', label: rows.limits.note, type: 'text' },
          ]}
          add={rows.limits.add}
          onAdd={() => ctx.change((s) => ({ ...s, limits: [...s.limits, { id: ctx.newId(), label: '', amount: '', note: '' }] }))}
          onChange={(id, change) => ctx.change((s) => ({ ...s, limits: updateRow(s.limits, id, change) }))}
          onRemove={(id) => ctx.change((s) => ({ ...s, limits: removeRow(s.limits, id) }))}
          ctx={ctx}
        />
      </Group>
      <Group title={rows.deductibles.title}>
        <ProposalRows target="deductible" ctx={ctx} />
        <RowsEditor<DeductibleRow>
          name="deductibles"
          rows={summary.deductibles}
          columns={[
            { key: 'label', label: rows.deductibles.label, type: 'text', wide: true },
            { key: 'amount', label: rows.deductibles.amount, type: 'money' },
            { key: 'note', label: rows.deductibles.note, type: 'text' },
          ]}
          add={rows.deductibles.add}
          onAdd={() => ctx.change((s) => ({ ...s, deductibles: [...s.deductibles, { id: ctx.newId(), label: '', amount: '', note: '' }] }))}
          onChange={(id, change) => ctx.change((s) => ({ ...s, deductibles: updateRow(s.deductibles, id, change) }))}
          onRemove={(id) => ctx.change((s) => ({ ...s, deductibles: removeRow(s.deductibles, id) }))}
          ctx={ctx}
        />
      </Group>
      <SuitLimit ctx={ctx} />
      <Group title={rows.provisions.title}>
        <ProposalRows target="provision" ctx={ctx} />
        <RowsEditor<ProvisionRow>
          name="provisions"
          rows={summary.provisions}
          columns={[
            { key: 'label', label: rows.provisions.label, type: 'text', wide: true },
            { key: 'note', label: rows.provisions.note, type: 'text', wide: true },
          ]}
          add={rows.provisions.add}
          onAdd={() => ctx.change((s) => ({ ...s, provisions: [...s.provisions, { id: ctx.newId(), label: '', note: '' }] }))}
          onChange={(id, change) => ctx.change((s) => ({ ...s, provisions: updateRow(s.provisions, id, change) }))}
          onRemove={(id) => ctx.change((s) => ({ ...s, provisions: removeRow(s.provisions, id) }))}
          ctx={ctx}
        />
      </Group>
      <FieldInput field="coverage.notes" ctx={ctx} />
    </div>
  );
}

export function AmountsStep({ ctx }: { ctx: StepContext }) {
  const { copy, draft } = ctx;
  const gap = difference(draft.summary);
  const rows = copy.rows.causes;
  return (
    <div className="space-y-5">
      <div className={grid}>
        <FieldInput field="amounts.carrier" ctx={ctx} />
        <FieldInput field="amounts.own" ctx={ctx} />
      </div>
      <p data-difference className="rounded-xl bg-white p-3 text-sm ring-1 ring-ink-200" aria-live="polite">
        <span className="font-semibold text-ink-800">{copy.summary.difference}: </span>
        <span className="font-semibold text-ink-950 tabular-nums">{gap === null ? '—' : formatSigned(gap)}</span>
      </p>
      <Group title={rows.title}>
        <p className="text-sm text-ink-600">{rows.hint}</p>
        <ProposalRows target="cause" ctx={ctx} />
        <RowsEditor<CauseRow>
          name="causes"
          rows={draft.summary.causes}
          columns={[
            { key: 'label', label: rows.label, type: 'text', wide: true },
            { key: 'amount', label: rows.amount, type: 'money' },
          ]}
          add={rows.add}
          onAdd={() => ctx.change((s) => ({ ...s, causes: [...s.causes, { id: ctx.newId(), label: '', amount: '' }] }))}
          onChange={(id, change) => ctx.change((s) => ({ ...s, causes: updateRow(s.causes, id, change) }))}
          onRemove={(id) => ctx.change((s) => ({ ...s, causes: removeRow(s.causes, id) }))}
          ctx={ctx}
        />
      </Group>
      <FieldInput field="amounts.paid" ctx={ctx} />
    </div>
  );
}

export function TimelineStep({ ctx, today }: { ctx: StepContext; today: string }) {
  const { copy, draft } = ctx;
  const rows = copy.rows.events;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div>
        <h3 className="mb-3 font-semibold text-ink-950">{copy.timeline.title}</h3>
        <TimelineView timeline={timelineOf(draft.summary, { today })} copy={copy} />
      </div>
      <Group title={rows.title}>
        <ProposalRows target="event" ctx={ctx} />
        <RowsEditor<EventRow>
          name="events"
          rows={draft.summary.events}
          columns={[
            { key: 'date', label: rows.date, type: 'date' },
            {
              key: 'kind',
              label: rows.kind,
              type: 'select',
              options: eventKinds
                .filter((kind) => kind !== 'deadline' && kind !== 'loss' && kind !== 'policy-start' && kind !== 'policy-end')
                .map((kind) => ({ value: kind, label: copy.eventKinds[kind] })),
            },
            { key: 'label', label: rows.label, type: 'text', wide: true },
            { key: 'amount', label: rows.amount, type: 'money' },
          ]}
          add={rows.add}
          onAdd={() => ctx.change((s) => ({ ...s, events: [...s.events, { id: ctx.newId(), date: '', kind: 'other', label: '' }] }))}
          onChange={(id, change) => ctx.change((s) => ({ ...s, events: updateRow(s.events, id, change) }))}
          onRemove={(id) => ctx.change((s) => ({ ...s, events: removeRow(s.events, id) }))}
          ctx={ctx}
        />
      </Group>
    </div>
  );
}

export function ReaderStep({ ctx }: { ctx: StepContext }) {
  const { copy, draft } = ctx;
  const options = copy.audiences.options;
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-ink-800">{copy.audiences.legend}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {audiences.map((audience) => (
            <label
              key={audience}
              className="flex cursor-pointer gap-3 rounded-xl bg-white p-3 ring-1 ring-ink-200 has-checked:ring-2 has-checked:ring-brand-600"
            >
              <input
                type="radio"
                name="claim-summary-audience"
                value={audience}
                checked={draft.summary.audience === audience}
                onChange={() => ctx.change((summary) => ({ ...summary, audience }))}
                className="mt-1 size-4 shrink-0"
              />
              <span>
                <span className="block font-semibold text-ink-950">{options[audience].option}</span>
                <span className="block text-sm text-ink-600">{options[audience].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FieldInput field="ask.text" ctx={ctx} />
      {!draft.summary.fields['ask.text'] ? (
        <p data-default-ask className="rounded-xl bg-white p-3 text-sm text-ink-700 ring-1 ring-ink-200">
          {options[draft.summary.audience].ask}
        </p>
      ) : null}
    </div>
  );
}
