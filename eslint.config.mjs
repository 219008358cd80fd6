import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    rules: {
      // Internal links are plain <a>: the export is static and full page loads keep client JS minimal.
      '@next/next/no-html-link-for-pages': 'off',
      // A static export has no image optimiser for next/image to call; our images are pre-sized SVG and
      // WebP files rendered with width, height and alt (tests/export/budgets.test.ts holds their weight).
      '@next/next/no-img-element': 'off',
    },
  },
  { ignores: ['.next/**', 'out/**', 'bench/**', 'coverage/**', 'test-results/**', 'next-env.d.ts', '**/.content-collections/**'] },
];

export default config;
