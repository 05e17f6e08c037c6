/** Picture packages sent home for inspection (spec 3 'Cancel picture packages'), per account and subject. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PackageForInspectionSubject } from '../../../api/contract/account';
import type { Db } from '../../db/client';
import { packagesForInspection, subjects } from '../../db/schema';
import { isUuid } from '../../../domain/validation';

export async function packageForInspectionSubjects(db: Db, userUuid: string): Promise<PackageForInspectionSubject[]> {
  return db
    .select({ uuid: subjects.uuid, name: subjects.name, enabled: packagesForInspection.enabled })
    .from(packagesForInspection)
    .innerJoin(subjects, eq(subjects.uuid, packagesForInspection.subjectUuid))
    .where(eq(packagesForInspection.userUuid, userUuid))
    .orderBy(asc(subjects.name), asc(subjects.uuid));
}

/**
 * Keeps or cancels each named package (enabled false = cancelled) and answers the account's list
 * as it is now. Answers the first subject that has no package on this account instead, writing
 * nothing.
 */
export async function updatePackagesForInspection(
  db: Db,
  userUuid: string,
  wanted: readonly { uuid: string; name: string; enabled: boolean }[],
  now: Date,
): Promise<{ subjects: PackageForInspectionSubject[] } | { missing: { uuid: string; name: string } }> {
  const uuids = wanted.map((s) => s.uuid.toLowerCase()).filter(isUuid);
  const existing = uuids.length === 0 ? [] : await db
    .select({ subjectUuid: packagesForInspection.subjectUuid })
    .from(packagesForInspection)
    .where(and(eq(packagesForInspection.userUuid, userUuid), inArray(packagesForInspection.subjectUuid, uuids)));
  const known = new Set(existing.map((r) => r.subjectUuid));
  const missing = wanted.find((s) => !known.has(s.uuid.toLowerCase()));
  if (missing) return { missing: { uuid: missing.uuid, name: missing.name } };

  await db.transaction(async (tx) => {
    for (const subject of wanted) {
      await tx
        .update(packagesForInspection)
        .set({ enabled: subject.enabled, updatedAt: now })
        .where(and(eq(packagesForInspection.userUuid, userUuid), eq(packagesForInspection.subjectUuid, subject.uuid.toLowerCase())));
    }
  });
  return { subjects: await packageForInspectionSubjects(db, userUuid) };
}
