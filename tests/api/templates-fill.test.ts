import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate, fillUserStringsByPicture, getGreenScreenBackgrounds, listUserTemplatesByProduct } from '../../src/api/contract/templates';
import { getImageBackgrounds } from '../../src/api/contract/pictureSets';
import { imageSlots, instanceProblems, isComplete, pictureAllowed, textIn, textSlots, userResources, type Template } from '../../src/engine/model';
import { productUuid } from '../../src/server/db/seed/products';
import { addSetTo, CUSTOMER, currentDemo, picturesOf, signIn, subjectOf } from '../support/templateFixtures';
import { createTestServer, type TestClient } from '../support/testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;

let server: Server;
let customer: TestClient;

beforeAll(async () => {
  server = await createTestServer({ now: () => new Date('2026-09-01T10:00:00Z') });
  customer = await signIn(server);
});
afterAll(() => server.close());

const FILL = '/api/webshop/user/templates/fill-template';
const STRINGS = '/api/webshop/templates/fill-user-strings-by-picture';

const demo = (predicate: (t: Template) => boolean) => currentDemo.find((d) => predicate(d.template))!.template;
const slotsTaking = (t: Template, type: string) => imageSlots(t).filter((s) => s.allow.pictureTypes.includes(type as never));
/** The template with the most image slots of a kind: fills show whether pictures vary. */
const mostSlots = currentDemo.map((d) => d.template).filter((t) => t.type === 'CARD').sort((a, b) => imageSlots(b).length - imageSlots(a).length)[0];
const groupCard = demo((t) => t.type === 'CARD' && imageSlots(t).some((s) => s.groupPicture) && imageSlots(t).some((s) => s.allow.pictureTypes.includes('IP')));

async function fill(client: TestClient, template: Template, subjectUuid: string) {
  const res = await client.json('POST', FILL, { template: { uuid: template.uuid }, subject: { uuid: subjectUuid } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return fillTemplate.response.parse(res.body);
}

describe('fill-template', () => {
  it('asks a visitor to sign in and checks the body, naming the field', async () => {
    const emma = await subjectOf(server, 'EMMA2026');
    expect((await server.client().json('POST', FILL, { template: { uuid: mostSlots.uuid }, subject: { uuid: emma.subjectUuid } })).status).toBe(401);
    const bad = await customer.json('POST', FILL, { template: { uuid: 'x' }, subject: { uuid: emma.subjectUuid } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ data: ['template.uuid'] });
  });

  it('answers 404 for an unknown template or subject and 403 for a subject of someone else', async () => {
    const emma = await subjectOf(server, 'EMMA2026');
    const noah = await subjectOf(server, 'NOAH2026');
    expect((await customer.json('POST', FILL, { template: { uuid: randomUUID() }, subject: { uuid: emma.subjectUuid } })).status).toBe(404);
    expect((await customer.json('POST', FILL, { template: { uuid: mostSlots.uuid }, subject: { uuid: randomUUID() } })).status).toBe(404);
    expect((await customer.json('POST', FILL, { template: { uuid: mostSlots.uuid }, subject: { uuid: noah.subjectUuid } })).status).toBe(403);
  });

  it("places Emma's allowed pictures, different ones where it can, with cover crops, and a complete instance the engine accepts", async () => {
    const emma = await subjectOf(server, 'EMMA2026');
    const pictures = await picturesOf(server, 'EMMA2026');
    for (const { template } of currentDemo) {
      const filled = await fill(customer, template, emma.subjectUuid);
      expect(filled.template).toEqual({ uuid: template.uuid, version: template.version });
      const resources = userResources.parse(filled.userResources);
      expect(isComplete(template, resources)).toBe(true);
      expect(instanceProblems(template, { templateUuid: template.uuid, templateVersion: template.version, year: filled.year, userResources: resources })).toEqual([]);
      for (const slot of imageSlots(template)) {
        const placed = resources.images[slot.id];
        const picture = pictures.find((p) => p.uuid === placed.pictureUuid)!;
        expect(pictureAllowed(slot, { pictureType: picture.pictureType, groupPicture: picture.pictureType === 'GP' })).toBe(true);
        expect(placed).toMatchObject({ sourceWidth: picture.width, sourceHeight: picture.height, webshopId: picture.webshopId, rotation: 0 });
        expect(placed.cropRect!.width / placed.cropRect!.height).toBeCloseTo(slot.rect.width / slot.rect.height, 6);
      }
    }
    const many = await fill(customer, mostSlots, emma.subjectUuid);
    const used = Object.values(many.userResources.images).map((i) => i.pictureUuid);
    expect(new Set(used).size).toBe(Math.min(used.length, pictures.length));
  });

  it('fills texts with the name and the year: this year for cards, a supported year for calendars', async () => {
    const emma = await subjectOf(server, 'EMMA2026');
    const named = demo((t) => t.type === 'CARD' && textSlots(t).some((s) => s.defaultText.nb.includes('{name}') || s.defaultText.nb.includes('{firstName}')));
    const filled = await fill(customer, named, emma.subjectUuid);
    expect(filled.year).toBe(2026);
    const texts = Object.values(filled.userResources.texts).map((t) => t.text);
    expect(texts.some((t) => t.includes('Emma'))).toBe(true);
    expect(texts.join(' ')).not.toMatch(/\{(name|firstName|year)\}/);

    const calendar = demo((t) => t.type === 'CALENDAR');
    const year = (await fill(customer, calendar, emma.subjectUuid)).year;
    expect(calendar.supportedYears).toContain(year);
    expect(year).toBeGreaterThanOrEqual(2026);
  });

  it('fills a group set’s class photo and names the group whole', async () => {
    await addSetTo(server, CUSTOMER.username, 'KLASSE5B', '2026-02-01T10:00:00Z');
    const klasse = await subjectOf(server, 'KLASSE5B');
    const [gp] = await picturesOf(server, 'KLASSE5B');
    const filled = await fill(customer, groupCard, klasse.subjectUuid);
    for (const slot of slotsTaking(groupCard, 'GP')) expect(filled.userResources.images[slot.id].pictureUuid).toBe(gp.uuid);
    const namedSlot = textSlots(groupCard).find((s) => /\{(name|firstName)\}/.test(s.defaultText.nb))!;
    expect(filled.userResources.texts[namedSlot.id].text).toContain('Klasse 5B');
  });

  it('puts green-screen portraits on the default background in a template that separates them', async () => {
    await addSetTo(server, CUSTOMER.username, 'OLAV2026', '2026-01-01T10:00:00Z');
    const olav = await subjectOf(server, 'OLAV2026');
    const [defaultBackground] = getImageBackgrounds.response.parse(
      (await customer.json('GET', `/ajax/template/get_image_backgrounds.php?uuid=${(await picturesOf(server, 'OLAV2026')).find((p) => p.maskFile)!.uuid}`)).body,
    ).backgrounds;
    expect(defaultBackground.default).toBe(true);
    const separating = demo((t) => t.separateFromBackground && imageSlots(t).every((s) => s.allow.pictureTypes.includes('IP') && !s.disableBackground));
    const filled = await fill(customer, separating, olav.subjectUuid);
    for (const image of Object.values(filled.userResources.images)) expect(image.background).toEqual({ uuid: defaultBackground.uuid });
  });
});

describe('fill-user-strings-by-picture', () => {
  const folded = demo((t) => imageSlots(t).some((s) => s.groupPicture) && t.parts.length > 1);
  const groupSlot = imageSlots(folded).find((s) => s.groupPicture)!;
  const groupPart = folded.parts.find((p) => p.layers.includes(groupSlot))!;
  const namedTexts = groupPart.layers.filter((l) => l.kind === 'text' && /\{(name|firstName)\}/.test(textIn(l.defaultText, 'nb')));

  async function strings(client: TestClient, body: Record<string, unknown>) {
    return client.json('POST', STRINGS, body);
  }

  it('names the class of a group picture in the texts of the slot’s part', async () => {
    expect(namedTexts.length).toBeGreaterThan(0);
    const emma = await subjectOf(server, 'EMMA2026');
    const gp = (await picturesOf(server, 'EMMA2026')).find((p) => p.pictureType === 'GP')!;
    const res = await strings(customer, { subject: { uuid: emma.subjectUuid }, template: { uuid: folded.uuid }, picture: { uuid: gp.uuid }, resource: { id: groupSlot.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { userStringResources } = fillUserStringsByPicture.response.parse(res.body);
    expect(Object.keys(userStringResources).sort()).toEqual(namedTexts.map((t) => (t.kind === 'text' ? t.id : '')).sort());
    for (const value of Object.values(userStringResources)) {
      expect(value.text).toContain('Klasse 5B');
      expect(value.text).not.toContain('Emma');
    }
  });

  it('takes a pinned version and checks the year', async () => {
    const emma = await subjectOf(server, 'EMMA2026');
    const gp = (await picturesOf(server, 'EMMA2026')).find((p) => p.pictureType === 'GP')!;
    const body = { subject: { uuid: emma.subjectUuid }, template: { uuid: folded.uuid, version: folded.version }, picture: { uuid: gp.uuid }, resource: { id: groupSlot.id }, year: 2031 };
    const res = await strings(customer, body);
    expect(res.status).toBe(200);
    const tooEarly = await strings(customer, { ...body, year: 1999 });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body).toMatchObject({ data: ['year'] });
    expect((await strings(customer, { ...body, template: { uuid: folded.uuid, version: folded.version + 5 } })).status).toBe(404);
  });

  it('refuses a picture the slot does not allow, an unknown slot, and pictures outside the set', async () => {
    const emma = await subjectOf(server, 'EMMA2026');
    const pictures = await picturesOf(server, 'EMMA2026');
    const ip = pictures.find((p) => p.pictureType === 'IP')!;
    const base = { subject: { uuid: emma.subjectUuid }, template: { uuid: folded.uuid }, resource: { id: groupSlot.id } };

    const refused = await strings(customer, { ...base, picture: { uuid: ip.uuid } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'picture_not_allowed', data: ['picture.uuid'], error: 'Du kan ikke bruke dette bildet i dette bildefeltet.' });

    const noSlot = await strings(customer, { ...base, picture: { uuid: ip.uuid }, resource: { id: 'nowhere' } });
    expect(noSlot.status).toBe(400);
    expect(noSlot.body).toMatchObject({ data: ['resource.id'] });

    const sara = (await picturesOf(server, 'SARA2026'))[0];
    expect((await strings(customer, { ...base, picture: { uuid: sara.uuid } })).status).toBe(404);
    expect((await strings(server.client(), { ...base, picture: { uuid: ip.uuid } })).status).toBe(401);
    const missing = await strings(customer, { ...base, picture: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ data: ['picture.uuid'] });
  });
});

describe('user/templates/by-product', () => {
  const product = productUuid('card-15x15');
  const url = `/api/webshop/user/templates/by-product/${product}`;
  const linked = currentDemo.filter((d) => d.product === 'card-15x15').map((d) => d.template);

  it('lists the product’s templates filled from the session’s current set', async () => {
    const client = await signIn(server);
    // Entering a code makes that set the current one.
    expect((await client.json('GET', '/ajax/prophoto/add_picture_set_by_code.php?code=EMMA2026')).status).toBe(200);
    const res = await client.json('GET', url);
    expect(res.status).toBe(200);
    const { items } = listUserTemplatesByProduct.response.parse(res.body);
    expect(items.map((i) => i.template.uuid).sort()).toEqual(linked.map((t) => t.uuid).sort());
    const emmaPictures = new Set((await picturesOf(server, 'EMMA2026')).map((p) => p.uuid));
    for (const item of items) {
      const template = linked.find((t) => t.uuid === item.template.uuid)!;
      expect(item.template).toEqual({ uuid: template.uuid, version: template.version, dimensions: { width: 150, height: 150 } });
      for (const image of Object.values(item.userResources.images)) expect(emmaPictures.has(image.pictureUuid)).toBe(true);
    }
  });

  it('fills from the subject asked for, guarding it like every subject call', async () => {
    const klasse = await subjectOf(server, 'KLASSE5B');
    const gp = (await picturesOf(server, 'KLASSE5B'))[0];
    const { items } = listUserTemplatesByProduct.response.parse((await customer.json('GET', `${url}?subject=${klasse.subjectUuid}`)).body);
    const placed = items.flatMap((i) => Object.values(i.userResources.images).map((image) => image.pictureUuid));
    expect(placed.length).toBeGreaterThan(0);
    expect(new Set(placed)).toEqual(new Set([gp.uuid]));
    const noah = await subjectOf(server, 'NOAH2026');
    expect((await customer.json('GET', `${url}?subject=${noah.subjectUuid}`)).status).toBe(403);
  });

  it('asks a visitor to sign in and answers 404/400 for unknown and malformed products', async () => {
    expect((await server.client().json('GET', url)).status).toBe(401);
    expect((await customer.json('GET', `/api/webshop/user/templates/by-product/${randomUUID()}`)).status).toBe(404);
    expect((await customer.json('GET', '/api/webshop/user/templates/by-product/x')).body).toMatchObject({ data: ['productUuid'] });
  });
});

describe('green-screen backgrounds', () => {
  const url = (job: string) => `/api/webshop/green-screen-backgrounds/${job}`;

  it('lists the backgrounds, default first, for a green-screen job of the customer’s; none for other jobs', async () => {
    const olav = await subjectOf(server, 'OLAV2026');
    const emma = await subjectOf(server, 'EMMA2026');
    const gs = getGreenScreenBackgrounds.response.parse((await customer.json('GET', url(olav.jobUuid))).body).backgrounds;
    expect(gs.map((b) => b.name)).toEqual(['Studioblå', 'Sommerhimmel', 'Skog', 'Gyllent lys']);
    expect(gs[0]).toMatchObject({ default: true, src: `/media/backgrounds/${gs[0].uuid}/{size}.jpg` });
    expect(getGreenScreenBackgrounds.response.parse((await customer.json('GET', url(emma.jobUuid))).body).backgrounds).toEqual([]);
  });

  it('answers 401 signed out, 403 for a job without a set of the customer’s, 404 unknown, 400 malformed', async () => {
    const olav = await subjectOf(server, 'OLAV2026');
    expect((await server.client().json('GET', url(olav.jobUuid))).status).toBe(401);
    const support = await signIn(server, { username: 'support@example.no', password: 'support1234' });
    expect((await support.json('GET', url(olav.jobUuid))).status).toBe(403);
    expect((await customer.json('GET', url(randomUUID()))).status).toBe(404);
    expect((await customer.json('GET', url('job-1'))).body).toMatchObject({ data: ['jobUuid'] });
  });

  it('offers backgrounds for a green-screen picture only (get_image_backgrounds)', async () => {
    const olavPicture = (await picturesOf(server, 'OLAV2026')).find((p) => p.maskFile)!;
    const emmaPicture = (await picturesOf(server, 'EMMA2026'))[0];
    const forOlav = await customer.json('GET', `/ajax/template/get_image_backgrounds.php?uuid=${olavPicture.uuid}`);
    expect(getImageBackgrounds.response.parse(forOlav.body).backgrounds).toHaveLength(4);
    const forEmma = await customer.json('GET', `/ajax/template/get_image_backgrounds.php?uuid=${emmaPicture.uuid}`);
    expect(getImageBackgrounds.response.parse(forEmma.body).backgrounds).toEqual([]);
  });
});
