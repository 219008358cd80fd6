/**
 * Stripe's embeddable pricing table (spec §7 "Pricing-table script"). The script is Stripe's, at a fixed
 * address; only the publishable key and the table ids are ours (see `lib/config.ts`). It is loaded only on
 * the pages that embed a table (their records, with each page's path, are `pricingTables` in
 * `content/pricing.ts`), and never before the page has painted. The table draws itself
 * in an iframe from js.stripe.com, so those pages' content-security policy must allow Stripe as a script
 * and frame source. Each table's confirmation page is set in the Stripe dashboard: /signup-success.
 */

export const STRIPE_PRICING_TABLE_SCRIPT = 'https://js.stripe.com/v3/pricing-table.js';

/** The custom element the script defines. */
export const STRIPE_PRICING_TABLE_TAG = 'stripe-pricing-table';

/** How long the table may take to appear before the plans summary is shown instead. */
export const PRICING_TABLE_TIMEOUT_MS = 6000;
