import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;
type Fixtures = {
  pictureSets: { uuid: string; subjectName: string; hasPortrait: boolean; hasGreenScreen: boolean }[];
  set: string | null;
  greenScreenSet: string | null;
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

  it('offers every customer picture set by name, and by default draws with the first that can serve', async () => {
    const { body } = await support.json<Fixtures>('GET', FIXTURES);
    expect(body.pictureSets.map((s) => [s.subjectName, s.hasPortrait, s.hasGreenScreen])).toEqual([
      ['Emma Hansen', true, false],
      ['Klasse 5B', false, false],
      ['Noah Hansen', true, false],
      ['Olav Berg', false, true],
      ['Sara Lunde', true, false],
    ]);
    const named = (name: string) => body.pictureSets.find((s) => s.subjectName === name)!.uuid;
    expect(body.set).toBe(named('Emma Hansen'));
    expect(body.greenScreenSet).toBe(named('Olav Berg'));
  });

  it("draws with the chosen set: another customer's pictures and name", async () => {
    const { body: all } = await support.json<Fixtures>('GET', FIXTURES);
    const sara = all.pictureSets.find((s) => s.subjectName === 'Sara Lunde')!.uuid;
    const { status, body } = await support.json<Fixtures>('GET', `${FIXTURES}?set=${sara}`);
    expect(status).toBe(200);
    expect(body.set).toBe(sara);
    expect(body.subjectName).toBe('Sara Lunde');
    const portrait = body.pictures.find((p) => p.role === 'portrait')!;
    expect(all.pictures.find((p) => p.role === 'portrait')!.uuid).not.toBe(portrait.uuid);
    expect(body.pictures.find((p) => p.role === 'greenScreen')).toEqual(all.pictures.find((p) => p.role === 'greenScreen'));
  });

  it('answers 404 for a set that does not exist and 400 for one that is no uuid', async () => {
    expect((await support.get(`${FIXTURES}?set=00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await support.get(`${FIXTURES}?greenScreenSet=emma`)).status).toBe(400);
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
