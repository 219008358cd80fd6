const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: __dirname });

/** Unit tests: pure helpers in lib/ and content/, and the islands with Testing Library in jsdom. */
module.exports = createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
