/**
 * The five product pages (spec §1 and §2): one record per product, one file each in this folder, rendered by
 * app/products/[slug]/page.tsx. The page's title and introduction come from the route registry; everything
 * below the title comes from the product's record.
 */
import type { ProductRecord } from '../story-types';
import type { CtaAction } from '../types';
import { chatBot } from './chat-bot';
import { claimsSummary } from './claims-summary';
import { deltaMate } from './delta-mate';
import { estimateAnalyzer } from './estimate-analyzer';
import { policyAnalyzer } from './policy-analyzer';

export { productPage } from './shared';

/** The product records, in the order of the spec. */
export const products = [deltaMate, chatBot, estimateAnalyzer, policyAnalyzer, claimsSummary] as const satisfies readonly ProductRecord[];

const byPath = new Map<string, ProductRecord>(products.map((product) => [product.path, product]));

/** The product record for a path, or undefined for a path that is not a product page. */
export function findProduct(path: string): ProductRecord | undefined {
  return byPath.get(path);
}

/** The closing band repeats the calls to action that work (disabled ones stay in the hero), then any alternative. */
export function closingActions({ ctas, closing }: ProductRecord): CtaAction[] {
  const working = ctas.filter((action) => action.kind !== 'disabled');
  return closing.alternative ? [...working, closing.alternative] : working;
}
