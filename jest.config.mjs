import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests: pure helpers in lib/ and content/, and the islands with Testing Library in jsdom. */
const config = createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // The content layer's records (`npm run content` writes them; next build does too).
    '^content-collections$': '<rootDir>/.content-collections/generated',
  },
});

// pdf.js and feed ship as ES modules; the Estimator Checker's PDF tests and the feed's run them, so jest
// compiles them like our own code.
const jestConfig = async () => ({ ...(await config()), transformIgnorePatterns: ['/node_modules/(?!(pdfjs-dist|feed)/)'] });

export default jestConfig;
