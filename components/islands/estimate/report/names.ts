import { fillTemplate } from '@/lib/template';

/** The two sides' names as the report's words use them: `{a}` and `{b}`. */
export interface SideNames {
  readonly a: string;
  readonly b: string;
}

/** A template of the report's words with the sides' names (and any other values) filled in. */
export const say = (template: string, names: SideNames, values: Record<string, string> = {}) =>
  fillTemplate(template, { ...names, ...values });
