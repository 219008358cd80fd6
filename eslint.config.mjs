import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    // Internal links are plain <a>: the export is static and full page loads keep client JS minimal.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  { ignores: ['.next/**', 'out/**', 'bench/**', 'coverage/**', 'test-results/**', 'next-env.d.ts'] },
];

export default config;
