import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { applyKeepAlive } from '../../src/server/http/keepAlive';

let server: http.Server | undefined;
let agent: http.Agent | undefined;

afterEach(async () => {
  agent?.destroy();
  await new Promise((resolve) => server?.close(resolve));
});

/** Asks once and tells which local port (which socket) carried the request. */
function ask(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, agent, path: '/' }, (res) => {
      res.resume();
      res.on('end', () => resolve(req.socket!.localPort!));
    });
    req.on('error', reject);
  });
}

// With Node’s default (5 s, closed at 6 s) a client reusing the socket got ECONNRESET in CI.
test('an idle keep-alive connection is still open after Node’s default 5 s (closed at 6 s)', { timeout: 15_000 }, async () => {
  server = http.createServer((_req, res) => res.end('ok'));
  applyKeepAlive(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  const first = await ask(port);
  await new Promise((resolve) => setTimeout(resolve, 7_000));
  expect(await ask(port)).toBe(first);
  expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
});
