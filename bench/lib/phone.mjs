/**
 * The throttled phone profile of `bench:lcp` and `bench:tap` (Chromium via CDP): a mid-range phone
 * on a slow 4G link, the visitor the first view is built for.
 */
export const PROFILE = Object.freeze({
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  rttMs: 150,
  downBitsPerSecond: 1_600_000,
  upBitsPerSecond: 750_000,
});

/**
 * A new cold browser context and page under {@link PROFILE}: mobile viewport with touch, network
 * and CPU throttled through the page's CDP session (returned too).
 * @param {import('playwright').Browser} browser
 */
export async function openPhonePage(browser) {
  const context = await browser.newContext({ viewport: PROFILE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.rttMs,
    downloadThroughput: PROFILE.downBitsPerSecond / 8,
    uploadThroughput: PROFILE.upBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  return { context, page, cdp };
}
