import { eq } from 'drizzle-orm';
import { template as templateSchema, type Template } from '../../src/engine/model';
import * as schema from '../../src/server/db/schema';
import { DEMO_TEMPLATES, type DemoProductKey } from '../../src/server/db/seed/templates';
import type { createTestServer, TestClient } from './testServer';

type Server = Awaited<ReturnType<typeof createTestServer>>;

export const CUSTOMER = { username: 'kunde@example.no', password: 'demo1234' };
export const SUPPORT = { username: 'support@example.no', password: 'support1234' };

export async function signIn(server: Server, credentials = CUSTOMER): Promise<TestClient> {
  return server.client().login(credentials.username, credentials.password);
}

export async function subjectOf(server: Server, code: string) {
  const [row] = await server.db
    .select({ subjectUuid: schema.subjects.uuid, pictureSetUuid: schema.pictureSets.uuid, jobUuid: schema.subjects.jobUuid, name: schema.subjects.name })
    .from(schema.subjects)
    .innerJoin(schema.pictureSets, eq(schema.pictureSets.subjectUuid, schema.subjects.uuid))
    .where(eq(schema.subjects.code, code));
  return row;
}

export async function picturesOf(server: Server, code: string) {
  const { pictureSetUuid } = await subjectOf(server, code);
  return server.db.select().from(schema.pictures).where(eq(schema.pictures.pictureSetUuid, pictureSetUuid));
}

/** Puts a subject's set on an account, as entering its code would. */
export async function addSetTo(server: Server, email: string, code: string, addedAt: string): Promise<void> {
  const [user] = await server.db.select().from(schema.users).where(eq(schema.users.email, email));
  await server.db.insert(schema.userPictureSets).values({ userUuid: user.uuid, pictureSetUuid: (await subjectOf(server, code)).pictureSetUuid, addedAt: new Date(addedAt) });
}

export interface DemoVersion {
  template: Template;
  product: DemoProductKey;
}

/** Every demo template version, parsed as the seed stores it. */
export const demoVersions: DemoVersion[] = DEMO_TEMPLATES.map((d) => ({ template: templateSchema.parse(d.template), product: d.product }));

/** The highest version of each demo template. */
export const currentDemo: DemoVersion[] = [...new Set(demoVersions.map((d) => d.template.uuid))].map(
  (uuid) => demoVersions.filter((d) => d.template.uuid === uuid).sort((a, b) => b.template.version - a.template.version)[0],
);

/** The picture types each slot the customer must fill accepts. */
export const requiredSlotTypes = (template: Template): string[][] =>
  template.parts.flatMap((p) => p.layers.flatMap((l) => (l.kind === 'image' && l.userSupplied ? [l.allow.pictureTypes] : [])));

/** A group set (only group pictures) can make it: every required slot takes GP. */
export const groupCanMake = (template: Template) => requiredSlotTypes(template).every((types) => types.includes('GP'));

/** A set of individual portraits only can make it. */
export const portraitsCanMake = (template: Template) =>
  requiredSlotTypes(template).every((types) => types.includes('IP')) &&
  template.parts.every((p) => p.layers.every((l) => l.kind !== 'image' || !l.userSupplied || l.allow.group !== true));
