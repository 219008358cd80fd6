import { availableParallelism } from 'node:os';
import { withContentCollections } from '@content-collections/next';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is pre-rendered to HTML in out/; there is no server at runtime.
  output: 'export',
  // Spec paths are served exactly as written: /FAQs, not /FAQs/.
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // The build script type-checks right after `next build`, with TypeScript 7's native compiler
  // (scripts/typecheck.mjs): the same errors as Next's own check with TypeScript 5.9, for much less CPU.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // One page-generation worker per core. Next's default keeps a core for the main process (cores − 1, so a
    // single worker on a 2-core machine), but that process only waits while the workers render: with a
    // thousand posts, rendering the pages is most of `next build`.
    cpus: availableParallelism(),
    // Each worker renders two pages at a time rather than Next's default eight: the work is all CPU (pages,
    // and cards drawn by next/og), so more at once only interleaves it; fewer builds a thousand posts sooner
    // (bench/scale.md).
    staticGenerationMaxConcurrency: 2,
    // The site has no client-side navigation (no next/link, no router calls: every link is a plain <a>), so
    // the App Router never prefetches a segment. Inlining small segments into their parents' prefetch
    // responses only gzips every segment of every page at build to size it: a quarter of page generation.
    // Off, the pages read the same; the "h" hints in their RSC data differ and the export holds the
    // segments as separate files (~3 more small files a page) that nothing requests.
    prefetchInlining: false,
    // The stylesheet in each page's head instead of a request of its own: one round trip less before the
    // first paint (docs/performance.md). Its hash joins each page's CSP (scripts/postbuild.mjs).
    inlineCss: true,
    // Turbopack keeps its build cache in .next/cache for the next build on this machine; a CI machine starts
    // from a fresh clone every time, where writing it only takes CPU the tests need (docs/testing.md).
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
};

// The content layer (content-collections.ts) is built and checked first; a malformed content file stops the
// build, naming the file and the field.
export default withContentCollections(nextConfig);
