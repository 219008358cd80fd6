import type { Page } from '@playwright/test';

export declare const SLOW_PHONE: {
  readonly cpuSlowdown: number;
  readonly latencyMs: number;
  readonly downloadBytesPerSecond: number;
  readonly uploadBytesPerSecond: number;
};

export declare function slowDown(page: Page): Promise<void>;
