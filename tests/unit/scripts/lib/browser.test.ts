/** @jest-environment node */
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, findChromium, findTestChromium } from '../../../../scripts/lib/browser.mjs';

/** A machine on which only `present` exist. */
const machine =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('the Chromium a script launches', () => {
  it('is the one CHROME_PATH names, for the tests and the bench alike', () => {
    const env = { CHROME_PATH: '/opt/chrome' };
    const everything = machine(DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM);
    expect(findTestChromium(env, everything)?.path).toBe('/opt/chrome');
    expect(findChromium(env, everything)?.path).toBe('/opt/chrome');
  });

  it("for the tests, Debian's headless shell before Debian's chromium; the bench keeps the browser a visitor runs", () => {
    const everything = machine(DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM);
    expect(findTestChromium({}, everything)?.path).toBe(DEBIAN_HEADLESS_SHELL);
    expect(findChromium({}, everything)?.path).toBe(DEBIAN_CHROMIUM);
    expect(findTestChromium({}, machine(DEBIAN_CHROMIUM))?.path).toBe(DEBIAN_CHROMIUM);
  });

  it('is none when nothing is installed, so npm test stops with its how-to', () => {
    expect(findTestChromium({}, machine())).toBeNull();
  });
});
