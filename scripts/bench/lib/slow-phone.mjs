/**
 * A visitor on a cheap phone, for the end-to-end tests and the benchmark alike: the CPU four times slower
 * than this machine and Lighthouse's mobile link (150 ms round trip, 1.6 Mbps down, 750 kbps up), applied
 * to a real Chromium page through the DevTools protocol.
 */
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
};

/**
 * Slows a Playwright `page` down to `SLOW_PHONE` for the rest of its life, or until the returned function is
 * called: it gives the page this machine's CPU and network back (Chromium's slowdown keeps a core busy while
 * it waits).
 */
export async function slowDown(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  return () =>
    Promise.all([
      cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }),
      cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }),
    ]);
}
