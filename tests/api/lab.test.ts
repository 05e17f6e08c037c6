import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
type Fixtures = {
  subjectName: string;
  pictures: { uuid: string; role: string; pictureType: string; width: number; height: number; hasForeground: boolean }[];
  backgrounds: { uuid: string; name: string }[];
};

let server: Server;
let support: TestClient;
let customer: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  support = await server.client().login('support@example.no', 'support1234');
  customer = await server.client().login('kunde@example.no', 'demo1234');
});
afterAll(async () => {
  await server.close();
});

const FIXTURES = '/api/webshop/support/template-lab/fixtures';

describe('GET /api/webshop/support/template-lab/fixtures', () => {
  it('is for support staff only', async () => {
    expect((await server.client().get(FIXTURES)).status).toBe(401);
    expect((await customer.get(FIXTURES)).status).toBe(403);
  });

  it("names the demo pupil's portrait, friends and class pictures, a green-screen portrait and the backgrounds", async () => {
    const { status, body } = await support.json<Fixtures>('GET', FIXTURES);
    expect(status).toBe(200);
    expect(body.subjectName).toBe('Emma Hansen');
    expect(body.pictures.map((p) => [p.role, p.pictureType, p.hasForeground])).toEqual([
      ['portrait', 'IP', false],
      ['friends', 'SFP', false],
      ['group', 'GP', false],
      ['greenScreen', 'IP', true],
    ]);
    expect(body.pictures[0]).toMatchObject({ width: 2400, height: 3000 });
    expect(body.pictures[2]).toMatchObject({ width: 3600, height: 2400 });
    expect(body.backgrounds.map((b) => b.name)).toEqual(['Studioblå', 'Sommerhimmel', 'Skog', 'Gyllent lys']);
  });
});

describe('GET /media/support/pictures/{uuid}/{size}/{file}', () => {
  let fixtures: Fixtures;
  beforeAll(async () => {
    fixtures = (await support.json<Fixtures>('GET', FIXTURES)).body;
  });
  const uuidOf = (role: string) => fixtures.pictures.find((p) => p.role === role)!.uuid;

  it("serves any picture's derivative to support staff, though they own no picture set", async () => {
    const res = await support.get(`/media/support/pictures/${uuidOf('portrait')}/320/original.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('private');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 320]);
  });

  it('serves the cut-out of a green-screen picture as a PNG with alpha', async () => {
    const res = await support.get(`/media/support/pictures/${uuidOf('greenScreen')}/320/original.png`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.hasAlpha]).toEqual(['png', true]);
  });

  it('refuses customers and visitors, unknown sizes and a cut-out of a plain picture', async () => {
    const portrait = uuidOf('portrait');
    expect((await server.client().get(`/media/support/pictures/${portrait}/320/original.jpg`)).status).toBe(401);
    expect((await customer.get(`/media/support/pictures/${portrait}/320/original.jpg`)).status).toBe(403);
    expect((await support.get(`/media/support/pictures/${portrait}/321/original.jpg`)).status).toBe(400);
    expect((await support.get(`/media/support/pictures/${portrait}/320/original.png`)).status).toBe(404);
    expect((await support.get('/media/support/pictures/00000000-0000-4000-8000-000000000009/320/original.jpg')).status).toBe(404);
  });
});
