/**
 * Copy of the contact form (issue 14): the full form on /contact-us and the compact "Talk to us" form on the
 * product and audience pages. `{email}` is the sales address and `{brand}` the brand name (both from
 * config); `{status}` is an HTTP status. The form's rules (fields, limits, formats) are in lib/contact.ts.
 */
import type { ContactField, ContactProblems, ContactRole, ContactTopic, ContactVariant } from '@/lib/contact';
import { audiences } from './audiences';
import { products } from './products';

/** The message next to a field, one per problem the validator can report. */
export type ContactErrors = { readonly [F in ContactField]-?: Readonly<Record<NonNullable<ContactProblems[F]>, string>> };

export const contactForm = {
  variants: {
    full: {
      title: 'Send us a message',
      intro: 'Tell us what you need, and a member of our team replies within 24 hours.',
    },
    compact: {
      title: 'Talk to us',
      intro: 'No calendar needed: leave your details and a line about your claims, and we reply within 24 hours.',
    },
  } satisfies Record<ContactVariant, { title: string; intro: string }>,
  /** The compact form has no topic field: a "Talk to us" message asks for a conversation. */
  compactTopic: 'demo' satisfies ContactTopic,
  required: 'required',
  optional: 'optional',
  labels: {
    name: 'Full name',
    email: 'Work e-mail',
    company: 'Company',
    role: 'Your role',
    topic: 'What can we help with?',
    message: 'Message',
    consent: 'I agree that {brand} may contact me about this message by e-mail or phone.',
  } satisfies Record<ContactField, string>,
  hints: {
    email: 'We reply to this address.',
    message: 'Your question, the kind of claims you handle or the volumes you expect. Up to 3,000 characters.',
  },
  freeMail: 'That looks like a personal address. It works; a work address helps us reach the right team.',
  chooseRole: 'Choose your role',
  chooseTopic: 'Choose a topic',
  roles: {
    adjuster: 'Independent or staff adjuster',
    'public-adjuster': 'Public adjuster',
    attorney: 'Attorney',
    contractor: 'Contractor or restoration firm',
    insurer: 'Insurer',
    tpa: 'Third-party administrator (TPA)',
    other: 'Something else',
  } satisfies Record<ContactRole, string>,
  topics: {
    demo: 'A demo',
    pricing: 'Pricing and plans',
    partnership: 'A partnership or the Partner API',
    support: 'Support with an existing account',
    other: 'Something else',
  } satisfies Record<ContactTopic, string>,
  privacy: { text: 'We use what you send only to answer you. Read our', link: 'Privacy Policy', href: '/privacy-policy' },
  honeypot: 'Leave this field empty',
  submit: 'Send message',
  sending: 'Sending…',
  checking: 'Checking your message…',
  noScript: 'Without JavaScript, Send message opens your e-mail app with your message to {email}.',
  summary: 'Please check these fields:',
  errors: {
    name: {
      missing: 'Enter your name.',
      long: 'Keep your name to 100 characters.',
      letters: 'Enter your name in letters.',
    },
    email: {
      missing: 'Enter your e-mail address.',
      long: 'An e-mail address has at most 254 characters.',
      format: 'Enter an e-mail address like name@company.com. Check for a missing @, a space or a missing domain ending.',
    },
    company: {
      missing: 'Enter your company, or your own name if you work independently.',
      long: 'Keep the company name to 120 characters.',
    },
    role: { missing: 'Choose your role.', unknown: 'Choose one of the roles in the list.' },
    topic: { missing: 'Choose what we can help with.', unknown: 'Choose one of the topics in the list.' },
    message: {
      missing: 'Write a short message.',
      short: 'Tell us a little more: at least 10 characters.',
      long: 'Keep the message to 3,000 characters; send longer documents after we reply.',
    },
    consent: { missing: 'Tick the box so we may contact you about this message.' },
  } satisfies ContactErrors,
  sent: {
    title: 'Thank you. Your message has reached us.',
    stepsTitle: 'What happens next',
    steps: [
      { title: 'We read it', text: 'A member of our team reads your message and looks at the claims work you described.' },
      {
        title: 'We reply within 24 hours',
        text: 'You hear from us at the address you gave within 24 hours, with an answer or a few times to talk.',
      },
      {
        title: 'We talk on your terms',
        text: 'By e-mail, on a call or in a live demo on your own documents, whichever suits you.',
      },
    ],
  },
  unconfigured: {
    title: 'Send it from your e-mail app',
    text: 'This page does not send messages itself. Your message is ready in an e-mail to {email}: open it, check it and press send.',
    action: 'Open the e-mail to {email}',
  },
  held: {
    title: 'Please send this one by e-mail',
    text: 'This message could not be sent from the page. It is ready in an e-mail to {email}: open it, check it and press send.',
    action: 'Open the e-mail to {email}',
  },
  failed: {
    title: 'Your message was not sent',
    reasons: {
      network: 'We could not reach our server. Check your connection, then try again.',
      timeout: 'Our server did not answer within 10 seconds. Try again in a moment.',
      http: 'Our server could not accept the message (error {status}). Try again in a moment.',
    },
    kept: 'Everything you typed is still here.',
    retry: 'Try again',
    fallback: 'Or e-mail it to {email}',
  },
  mailto: {
    subject: 'Website enquiry from {company}: {topic}',
    /** The subject of the e-mail a browser without JavaScript writes from the form. */
    noScriptSubject: 'Website enquiry',
    fields: { name: 'Name', email: 'E-mail', company: 'Company', role: 'Role', topic: 'Topic' },
  },
} as const;

/** The copy the island receives: the same, with the consent sentence's `{brand}` filled in. */
export type ContactFormCopy = Omit<typeof contactForm, 'labels'> & { readonly labels: Readonly<Record<ContactField, string>> };

/**
 * Every page that carries the form: /contact-us (full) and each product and audience page (compact). Their
 * Content-Security-Policy lets the form post to the configured endpoint and fall back to `mailto:`.
 */
export const contactFormPages: readonly string[] = [
  '/contact-us',
  ...products.map((product) => product.path),
  ...audiences.map((audience) => audience.path),
];
