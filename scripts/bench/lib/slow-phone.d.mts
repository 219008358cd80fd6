import type { Page } from '@playwright/test';

export declare const SLOW_PHONE: {
  readonly cpuSlowdown: number;
  readonly latencyMs: number;
  readonly downloadBytesPerSecond: number;
  readonly uploadBytesPerSecond: number;
};

/** Resolves to a function that gives the page its full CPU and network back. */
export declare function slowDown(page: Page): Promise<() => Promise<unknown>>;
