/**
 * Finding the header row of an export and which column holds which field. Exports often start with a few
 * rows about the claim before the header, and name their columns in many ways; the spellings are data in
 * `lib/estimate/rules.ts`.
 */
import { estimateFields, requiredFields, type EstimateField } from '@/lib/estimate/fields';
import { headerAliases } from '@/lib/estimate/rules';
import { normalise } from './text';
import type { Mapping } from './types';

export type HeaderAliases = Readonly<Record<EstimateField, readonly string[]>>;

/** How many rows from the top may come before the header. */
export const HEADER_SEARCH_ROWS = 30;

/** Each field's spellings normalised, once per table of spellings (every candidate header row is tried). */
const normalisedAliases = new WeakMap<HeaderAliases, Readonly<Record<EstimateField, readonly string[]>>>();
function spellings(aliases: HeaderAliases) {
  let normalised = normalisedAliases.get(aliases);
  if (!normalised) {
    normalised = Object.fromEntries(estimateFields.map((field) => [field, aliases[field].map(normalise)])) as Record<
      EstimateField,
      string[]
    >;
    normalisedAliases.set(aliases, normalised);
  }
  return normalised;
}

/**
 * Which column holds each field, from the header cells: every exact spelling first (earlier spellings
 * before later ones), then headers that start with a spelling ("Unit price (USD)"). Each column serves one
 * field at most.
 */
export function detectMapping(headers: readonly string[], aliases: HeaderAliases = headerAliases): Mapping {
  const names = headers.map(normalise);
  if (names.every((name) => name === '')) return {};
  const mapping: Mapping = {};
  const used = new Set<number>();
  const normalised = spellings(aliases);
  const longest = Math.max(...estimateFields.map((field) => normalised[field].length));
  const passes: ((name: string, alias: string) => boolean)[] = [
    (name, alias) => name === alias,
    (name, alias) => name.startsWith(`${alias} `),
  ];
  for (const matches of passes) {
    for (let rank = 0; rank < longest; rank += 1) {
      for (const field of estimateFields) {
        const alias = normalised[field][rank];
        if (alias === undefined || mapping[field] !== undefined) continue;
        const column = names.findIndex((name, i) => !used.has(i) && name !== '' && matches(name, alias));
        if (column >= 0) {
          mapping[field] = column;
          used.add(column);
        }
      }
    }
  }
  return mapping;
}

/** How many fields a row's cells name. */
export const mappedCount = (mapping: Mapping) => Object.keys(mapping).length;

/** The fields without which no line can be checked, that `mapping` lacks. */
export function missingRequired(mapping: Mapping): EstimateField[] {
  return requiredFields.filter((field) => mapping[field] === undefined);
}

/**
 * The header row among the first rows of the file: the first row naming the most fields, provided it names
 * at least two. Returns its index and mapping, or null when no row looks like a header.
 */
export function findHeader(
  rows: readonly (readonly string[])[],
  aliases: HeaderAliases = headerAliases,
): { index: number; mapping: Mapping } | null {
  let best: { index: number; mapping: Mapping } | null = null;
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index += 1) {
    const mapping = detectMapping(rows[index] ?? [], aliases);
    if (mappedCount(mapping) >= 2 && (!best || mappedCount(mapping) > mappedCount(best.mapping))) best = { index, mapping };
  }
  return best;
}
