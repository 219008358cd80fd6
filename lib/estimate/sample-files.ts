/** The sample pair of estimate files under public/ (written by scripts/data/sample-estimate.mjs): where each is, and its name. */
export const samplePairFiles = {
  a: { path: '/samples/sample-carrier-estimate.csv', name: 'Sample carrier estimate.csv' },
  b: { path: '/samples/sample-contractor-estimate.csv', name: 'Sample contractor estimate.csv' },
} as const;

export type SampleFile = (typeof samplePairFiles)[keyof typeof samplePairFiles];
