/**
 * The engine benchmarks in Chromium: the render harness bundle (the real engine with bundled
 * fonts) in a blank page whose pictures are served from the demo photo files by route
 * interception, so pictures go through <img> decoding as in the shop.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import type { TimedExport } from '../../tests/visual/harness/renderHarness';
import { demoPhotoSources } from './demoPhotos';
import type { BenchCase } from './instances';

type Harness = typeof import('../../tests/visual/harness/renderHarness');

const ORIGIN = 'http://engine-bench.invalid';
const HARNESS = path.resolve('test-results/visual-harness/render-harness.js');
const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.png': 'image/png' };

/** `/<size>/<kind>/<name>` to the demo file the Node benchmarks read. */
function fileFor(url: URL): string | undefined {
  const [, size, kind, name] = url.pathname.split('/').map(decodeURIComponent);
  if (size !== 'original' && size !== '640') return undefined;
  const sources = demoPhotoSources(size);
  const pick = { pictures: sources.picture, foregrounds: sources.foreground, backgrounds: sources.background, art: sources.art }[kind];
  return pick?.(name);
}

export class BrowserBench {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async open(): Promise<BrowserBench> {
    execFileSync('npx', ['vite', 'build', '--config', 'tests/visual/harness/vite.config.ts'], { stdio: 'inherit' });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    await page.route(`${ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>engine bench</title>' });
      const file = fileFor(url);
      if (!file) return route.fulfill({ status: 404 });
      return route.fulfill({ contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
    });
    await page.goto(`${ORIGIN}/`);
    await page.addScriptTag({ content: readFileSync(HARNESS, 'utf8') });
    return new BrowserBench(browser, page);
  }

  /** Per round, each case's time in the page. */
  time(cases: BenchCase[], size: 'original' | '640', what: TimedExport, rounds: number): Promise<number[][]> {
    const harnessCases = cases.map((c) => ({ ...c, scale: 1, pictureBase: `${ORIGIN}/${size}` }));
    return this.page.evaluate(
      ([c, w, r]) => (window as unknown as { RenderHarness: Harness }).RenderHarness.timeExports(c, w, r),
      [harnessCases, what, rounds] as const,
    );
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
