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

export default nextConfig;
