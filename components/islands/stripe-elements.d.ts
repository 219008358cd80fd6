import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Stripe's custom elements, typed for React 19's JSX (https://docs.stripe.com/payments/checkout/pricing-table). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** Defined by https://js.stripe.com/v3/pricing-table.js; see `components/islands/pricing-table.tsx`. */
      'stripe-pricing-table': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        'pricing-table-id': string;
        'publishable-key': string;
        'client-reference-id'?: string;
        'customer-email'?: string;
      };
    }
  }
}
