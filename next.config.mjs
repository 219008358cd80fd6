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
};

// The content layer (content-collections.ts) is built and checked first; a malformed content file stops the build.
export default withContentCollections(nextConfig);
