/**
 * The contact form's rules, apart from any screen (docs/contact-form.md): its fields, the send in each format,
 * and what keeps a message from being lost or abused.
 */
export * from './fields';
export * from './send';
export * from './draft';
