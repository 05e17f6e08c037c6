import { chromium } from '@playwright/test';
import { fourPhotoCardPath, launchOptions, openEditor, phoneContext, signedInState } from './editorPage';
import { startShopServer } from './shopServer';
const sides = [await startShopServer('/tmp/cold3/mainwt'), await startShopServer()];
const browser = await chromium.launch(launchOptions);
try {
  const info = [];
  for (const server of sides) {
    const card = await fourPhotoCardPath(server.baseUrl);
    const signedIn = await signedInState(browser, server.baseUrl);
    const warmUp = await phoneContext(browser, server.baseUrl, signedIn);
    await openEditor(await warmUp.newPage(), card.path);
    await warmUp.close();
    info.push({ server, card, signedIn });
  }
  for (let i = 0; i < 3; i++) for (const [n, s] of info.entries()) {
    const context = await phoneContext(browser, s.server.baseUrl, s.signedIn);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const t = await openEditor(page, s.card.path);
    const nav = await page.evaluate(() => { const e = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming; return [e.requestStart, e.responseStart, e.responseEnd, e.domInteractive, e.domContentLoadedEventStart].map((x) => x.toFixed(0)).join(' '); });
    console.log(n === 0 ? 'main' : 'mine', t.toFixed(0), 'req/respStart/respEnd/domInteractive/DCL', nav);
    await context.close();
  }
} finally { await browser.close(); await Promise.all(sides.map((s) => s.stop())); }
