// Minimal static server: serves dist/<variant>/ at /<variant>/... by rewriting.
// GET /?v=a (or /a/) -> dist/a/pages/a/index.html ; other paths resolved per Referer-less scheme:
// we run one server per variant to keep absolute /assets paths working.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.jpg': 'image/jpeg', '.png': 'image/png', '.svg': 'image/svg+xml' };
export function serve(variant, root = path.resolve(import.meta.dirname, 'dist', variant)) {
  const server = http.createServer((req, res) => {
    let p = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (p === '/' || !path.extname(p)) p = `/pages/${variant}/index.html`;
    const f = path.join(root, path.normalize(p));
    if (!f.startsWith(root)) { res.writeHead(403); return res.end(); }
    fs.readFile(f, (err, buf) => {
      if (err) { res.writeHead(404); return res.end('not found'); }
      res.writeHead(200, { 'content-type': TYPES[path.extname(f)] ?? 'application/octet-stream', 'content-length': buf.length, 'cache-control': 'no-cache' });
      res.end(buf);
    });
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r({ server, port: server.address().port })));
}
if (import.meta.url === `file://${process.argv[1]}`) {
  const v = process.argv[2] ?? 'a';
  serve(v).then(({ port }) => console.log(`variant ${v} on http://127.0.0.1:${port}/`));
}
