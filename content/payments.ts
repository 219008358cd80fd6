/**
 * Copy of /test-payments (spec §2 "Test Payments", §3 "Payment form"): the test-mode notice, the pay
 * modal and the messages next to each field. The page never takes a real payment.
 */

/** Messages next to a payment field, one per problem `lib/payment.ts` can report. */
export interface PaymentFieldErrors {
  readonly cardNumber: { readonly missing: string; readonly format: string; readonly length: string; readonly checksum: string };
  readonly expDate: { readonly missing: string; readonly format: string; readonly past: string };
  readonly cvc: { readonly missing: string; readonly format: string };
  readonly name: { readonly missing: string };
}

/** Everything the pay modal says. `{plan}` and `{status}` are replaced when shown. */
export interface PayModalCopy {
  readonly title: string;
  readonly close: string;
  readonly testNotice: string;
  readonly unconfiguredNotice: string;
  readonly fields: {
    readonly cardNumber: string;
    readonly expDate: string;
    readonly expDatePlaceholder: string;
    readonly cvc: string;
    readonly name: string;
  };
  readonly hints: { readonly cardNumber: string; readonly cvc: string };
  readonly submit: string;
  /** Said at once when the form is submitted before the page is ready; it is checked once it is. */
  readonly checking: string;
  readonly sending: string;
  readonly errors: PaymentFieldErrors;
  readonly fixErrors: string;
  readonly failures: { readonly network: string; readonly http: string; readonly json: string };
  readonly notSent: string;
}

export const testPaymentsCopy = {
  notice: {
    title: 'Test mode',
    body: 'This page exercises the plan picker and the payment form. It never charges a card and is not a way to buy a plan: to subscribe, use the pricing page. Use a test card number such as 4242 4242 4242 4242, never a real card.',
    configured: 'Valid test payments are sent as JSON to the test-payment endpoint configured for this build ({host}).',
    unconfigured: 'No payment endpoint is configured for this build, so the form checks what you enter and sends nothing anywhere.',
  },
  pickerTitle: 'Choose a plan to test',
  noScript: 'The payment form needs JavaScript. The plans above can still be compared.',
  payFor: 'for',
  success: 'Test payment for {plan} sent. The endpoint’s reply is in the browser console.',
  buyInstead: { label: 'See real plans and prices', href: '/pricing' },
} as const;

export const payModalCopy = {
  title: 'Pay for {plan}',
  close: 'Close',
  testNotice: 'Test mode: no card is charged. Use a test card number, never a real one.',
  unconfiguredNotice: 'No payment endpoint is configured, so a valid form is checked and nothing is sent.',
  fields: {
    cardNumber: 'Card number',
    expDate: 'Expiration date',
    expDatePlaceholder: 'MM/YY',
    cvc: 'CVC',
    name: 'Name on card',
  },
  hints: {
    cardNumber: '13 to 19 digits; spaces are fine.',
    cvc: '3 or 4 digits on the back of the card (4 on the front for American Express).',
  },
  submit: 'Submit test payment',
  checking: 'Checking your card details…',
  sending: 'Sending…',
  errors: {
    cardNumber: {
      missing: 'Enter the card number.',
      format: 'Use digits only; spaces between groups are fine.',
      length: 'A card number has 13 to 19 digits.',
      checksum: 'This card number is not valid. Check it for a typing mistake.',
    },
    expDate: {
      missing: 'Enter the expiration date.',
      format: 'Enter the expiration date as MM/YY, for example 04/29.',
      past: 'This card has expired. Check the date or use another card.',
    },
    cvc: {
      missing: 'Enter the CVC.',
      format: 'The CVC is 3 or 4 digits.',
    },
    name: { missing: 'Enter the name as it appears on the card.' },
  },
  fixErrors: 'Please correct the highlighted fields.',
  failures: {
    network: 'The payment endpoint could not be reached. Your details are kept; check your connection and try again.',
    http: 'The payment endpoint refused the payment (status {status}). Your details are kept; try again.',
    json: 'The payment endpoint answered, but not with the JSON we expect, so the payment is not confirmed. Your details are kept; try again.',
  },
  notSent: 'Everything you entered is valid. Nothing was sent, because this build has no payment endpoint.',
} as const satisfies PayModalCopy;
