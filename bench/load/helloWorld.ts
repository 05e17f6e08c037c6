/**
 * The floor for `npm run bench:load`: a bare Hono app on the same Node server adapter as the
 * shop, answering a small JSON object. Whatever the shop's calls cost beyond this is its own.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.json({ hello: 'world' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
