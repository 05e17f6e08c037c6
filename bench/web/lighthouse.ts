/** One Lighthouse run (mobile defaults: emulation and simulated throttling) in Debian's Chromium. */
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export interface RunFigures {
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** Lighthouse's measure of this machine's speed (its throttling guide: 1,500-2,000 is a high-end desktop). */
  benchmarkIndex: number;
  finalUrl: string;
}

export async function audit(port: number, url: string, cookie: string | undefined): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
    // Cookies too: a visitor session the server gave an earlier run would stand beside the
    // customer's session cookie in the header, and each run is a first visit anyway.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'cookies'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url} has no ${id}`);
    return value;
  };
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

export const launchChromium = () =>
  chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });

export function lighthouseVersion(): string {
  return (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
}
