import { asc } from 'drizzle-orm';
import type { Background } from '../../../api/contract/pictureSets';
import type { Db } from '../../db/client';
import { backgrounds } from '../../db/schema';
import { backgroundSrcTemplate } from '../media/derivatives';

/** Every background, default first then in the photographer's order. */
export async function listBackgrounds(db: Db): Promise<Background[]> {
  const rows = await db.select().from(backgrounds).orderBy(asc(backgrounds.sortOrder), asc(backgrounds.uuid));
  return rows
    .map((b) => ({ uuid: b.uuid, name: b.name, src: backgroundSrcTemplate(b.uuid), default: b.isDefault }))
    .sort((a, b) => Number(b.default) - Number(a.default));
}

/** The background a green-screen picture is first placed on: the shop's default, else its first. */
export async function defaultBackground(db: Db): Promise<string | null> {
  const backgrounds = await listBackgrounds(db);
  return (backgrounds.find((b) => b.default) ?? backgrounds[0])?.uuid ?? null;
}
