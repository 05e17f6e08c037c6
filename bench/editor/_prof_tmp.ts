import { chromium } from '@playwright/test';
import { fourPhotoCardPath, launchOptions, openEditor, phoneContext, signedInState } from './editorPage';
import { startShopServer } from './shopServer';
const server = await startShopServer(process.env.ROOT);
const browser = await chromium.launch(launchOptions);
try {
  const card = await fourPhotoCardPath(server.baseUrl);
  const signedIn = await signedInState(browser, server.baseUrl);
  const warmUp = await phoneContext(browser, server.baseUrl, signedIn);
  await openEditor(await warmUp.newPage(), card.path);
  await warmUp.close();
  const context = await phoneContext(browser, server.baseUrl, signedIn);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  const reqs: { t: number; url: string }[] = [];
  cdp.on('Network.requestWillBeSent', (e: any) => reqs.push({ t: e.timestamp, url: e.request.url }));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t = await openEditor(page, card.path);
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  const nav = reqs[0].t * 1e6;
  console.log('first interactive', t.toFixed(0));
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // For each sample: top-level-ish frame = the outermost non-root frame with a url
  const label = (id: number) => { const chain: any[] = []; let x: number | undefined = id; while (x !== undefined) { chain.push(byId.get(x).callFrame); x = parent.get(x); } const cf = chain[0]; if (cf.functionName === '(idle)') return 'idle'; if (cf.functionName === '(program)') return 'program'; if (cf.functionName === '(garbage collector)') return 'gc'; const outer = chain.reverse().filter((f) => f.url)[0]; const inner = chain.filter((f) => f.url).slice(-1)[0] ?? cf; const s = (f: any) => f ? `${f.functionName || 'anon'}@${f.url.replace(/.*\//, '').replace(/-[\w-]{8}\.js/, '')}` : '?'; return `${s(outer)} > ${s(inner)}`; };
  const W = Number(process.env.W ?? 100);
  let ts = profile.startTime; const b = new Map<number, Map<string, number>>();
  profile.samples.forEach((id: number, j: number) => { ts += profile.timeDeltas[j]; const k = Math.floor((ts - nav) / 1000 / W); const m = b.get(k) ?? new Map(); const l = label(id); m.set(l, (m.get(l) ?? 0) + profile.timeDeltas[j] / 1000); b.set(k, m); });
  for (const [k, m] of [...b].sort((x, y) => x[0] - y[0])) console.log(String(k * W).padStart(5), [...m].sort((x, y) => y[1] - x[1]).slice(0, 3).map(([n, v]) => `${v.toFixed(0)} ${n}`).join(' | '));
  for (const r of reqs) if (!/\.(woff2|jpg|png)$/.test(r.url)) console.log('req', ((r.t * 1e6 - nav) / 1000).toFixed(0), r.url.replace(server.baseUrl, '').slice(0, 70));
  await context.close();
} finally { await browser.close(); await server.stop(); }
