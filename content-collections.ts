/**
 * The content layer (content-collections): the prose the marketing team edits, as MDX files with checked
 * front matter (lib/content-schema.ts), compiled at build time into typed records:
 * `import { allPosts, allDocuments } from 'content-collections'`.
 *
 * - content/posts/<slug>.mdx: blog posts.
 * - content/documents/<slug>.mdx: long documents with a table of contents (the article, the legal pages).
 *
 * `next build` builds it first (next.config.mjs), `npm run content` on its own. How to write a post:
 * content/README.md.
 */
import { defineConfig } from '@content-collections/core';
import { postRules } from './content/post-choices';
import { documentsCollection, postsCollection } from './lib/content-schema';

export default defineConfig({ content: [postsCollection('content/posts', postRules), documentsCollection('content/documents')] });
