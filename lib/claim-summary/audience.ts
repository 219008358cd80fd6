/**
 * For whom the summary is written: the order of its sections follows the reader, as the Claims Summary
 * product's audience mode does. The carrier's adjuster reads the claim's references and the figures in dispute
 * first; an attorney the claim and its chronology with the policy's deadlines; the insured what happened and
 * where the claim stands, then what is asked of them; an appraiser or umpire the two figures and their difference
 * first. The closing request is the page's, per reader, unless the visitor writes their own.
 */
import type { Audience } from './types';

export const sectionKeys = ['claim', 'parties', 'loss', 'coverage', 'amounts', 'timeline', 'ask'] as const;
export type SectionKey = (typeof sectionKeys)[number];

export const sectionOrder: Readonly<Record<Audience, readonly SectionKey[]>> = {
  adjuster: ['claim', 'amounts', 'loss', 'coverage', 'timeline', 'parties', 'ask'],
  attorney: ['claim', 'timeline', 'coverage', 'loss', 'amounts', 'parties', 'ask'],
  insured: ['loss', 'amounts', 'timeline', 'ask', 'coverage', 'claim', 'parties'],
  appraiser: ['amounts', 'loss', 'claim', 'coverage', 'timeline', 'parties', 'ask'],
};

/** The sections in the reader's order: every section once. */
export const sectionsFor = (audience: Audience): readonly SectionKey[] => sectionOrder[audience];
