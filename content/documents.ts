/**
 * The long documents written as MDX in content/documents/ (checked by content-collections.ts): the article
 * and the legal pages. Each page asks for its document by file name.
 */
import { allDocuments, type Document } from 'content-collections';

export function getDocument(slug: 'article' | 'terms-of-use' | 'privacy-policy'): Document {
  const document = allDocuments.find((entry) => entry.slug === slug);
  if (!document) throw new Error(`content/documents/${slug}.mdx is missing`);
  return document;
}
