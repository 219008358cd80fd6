/** What a deductible applies to, from its label as printed. */
import type { Peril } from './types';

const PERILS: readonly [Peril, RegExp][] = [
  ['all-other-perils', /\ball other perils\b|\bexcept (?:windstorm|wind|hurricane|named storm)|\bpolicy deductible\b/i],
  ['named-storm', /\bnamed storm\b/i],
  ['hurricane', /\bhurricane\b/i],
  ['wind-hail', /\bwind(?:storm)?\b|\bhail\b/i],
  ['earthquake', /\bearthquake\b/i],
  ['water-backup', /\bback-?up\b|\bsewer\b|\bsump\b/i],
  ['flood', /\bflood\b/i],
  ['theft', /\btheft\b/i],
  ['all-perils', /\ball (?:covered )?(?:perils|causes of loss|losses)\b|^deductible:?$|\bsection i deductible\b|^(?:loss )?deductibles?$/i],
];

export function perilOf(label: string): Peril {
  return PERILS.find(([, pattern]) => pattern.test(label))?.[0] ?? 'coverage';
}
