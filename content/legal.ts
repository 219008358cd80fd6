/**
 * The copy around the legal texts (spec §2, §5, §9). The Terms of Use and the Privacy Policy themselves are
 * content/documents/terms-of-use.mdx and privacy-policy.mdx; `<Brand />`, `<PostalAddress />` and
 * `<ContactEmail />` there come from config.
 */

/** The dates ("Last updated October 1, 2024", "Effective October 1, 2024") open each page's registry intro. */
export const legalPage = {
  eyebrow: 'Legal',
  tocTitle: 'Contents',
} as const;
