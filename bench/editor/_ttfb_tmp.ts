import { startShopServer } from './shopServer';
const server = await startShopServer(process.env.ROOT);
try {
  const login = await fetch(`${server.baseUrl}/api/webshop/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'kunde@example.no', password: 'demo1234' }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { templates } = await (await fetch(`${server.baseUrl}/api/webshop/templates/cards`, { headers: { cookie } })).json() as any;
  const card = templates.find((t: any) => t.uuid === 'e81b52ae-ad3a-5a34-a20a-b1632610263e');
  const path = `/products/cards/cards/${card.product.uuid}/${card.uuid}`;
  const time = async (p: string, init: RequestInit = {}) => { const t = performance.now(); const r = await fetch(`${server.baseUrl}${p}`, { ...init, headers: { cookie, ...(init.headers ?? {}) } }); await r.text(); return performance.now() - t; };
  const html = await (await fetch(`${server.baseUrl}${path}`, { headers: { cookie } })).text(); console.log('html bytes', html.length); const m = /shop-embedded-answers" type="application\/json">(.*?)<\/script>/s.exec(html); if (m) for (const [k, v] of Object.entries(JSON.parse(m[1]).answers)) console.log(k.slice(0, 60), JSON.stringify(v).length);
  const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1];
  for (const [name, p, init] of [['page', path, {}], ['settings', '/api/webshop/settings', {}], ['session', '/api/webshop/session', {}], ['sets', '/api/webshop/user/picture-sets', {}], ['product', `/api/webshop/products/${card.product.uuid}`, {}], ['template', `/api/webshop/templates/by-uuid/${card.uuid}`, {}]] as const) {
    const a: number[] = []; for (let i = 0; i < 15; i++) a.push(await time(p, init)); console.log(name, med([...a]).toFixed(1), 'ms', a.slice(0,4).map((x) => x.toFixed(0)).join(','));
  }
  const sets = await (await fetch(`${server.baseUrl}/api/webshop/user/picture-sets`, { headers: { cookie } })).json() as any;
  const body = JSON.stringify({ template: { uuid: card.uuid }, subject: { uuid: sets.pictureSets[0].subject.uuid } });
  const a: number[] = []; for (let i = 0; i < 15; i++) a.push(await time('/api/webshop/user/templates/fill-template', { method: 'POST', body, headers: { 'content-type': 'application/json' } })); console.log('fill', med(a).toFixed(1), 'ms');
} finally { await server.stop(); }
