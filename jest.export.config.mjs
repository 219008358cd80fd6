import unit from './jest.config.mjs';

/**
 * Tests over the built export (`out/`, after `npm run build`): what every page's HTML, its files and the host's
 * rules hold, read from disk in seconds. What needs a browser (hydration, accessibility, taps) is in tests/e2e.
 */
const exportConfig = async () => ({
  ...(await unit()),
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/export'],
  setupFilesAfterEnv: [],
});

export default exportConfig;
