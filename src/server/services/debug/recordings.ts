import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { debugRecordingChunks, debugRecordings, users } from '../../db/schema';

/** Enough for a long support session; a recording left running cannot fill the database. */
export const MAX_EVENTS_PER_RECORDING = 200_000;

export type RecordingEvent = Record<string, unknown>;

export interface RecordingSummary {
  uuid: string;
  startedAt: string;
  stoppedAt: string | null;
  userEmail: string | null;
  userUuid: string | null;
  url: string;
  eventCount: number;
}

export async function startRecording(
  db: Db,
  fields: { sessionId: string; userUuid: string | null; url: string; userAgent: string },
): Promise<string> {
  const [row] = await db.insert(debugRecordings).values(fields).returning({ uuid: debugRecordings.uuid });
  return row.uuid;
}

export type AppendResult = 'appended' | 'not_found' | 'stopped' | 'full';

/**
 * Appends one batch as the next chunk. Only the browser session that started the recording may
 * add to it. The counter update locks the recording row, so parallel batches get distinct seqs.
 */
export async function appendEvents(db: Db, uuid: string, sessionId: string, events: RecordingEvent[]): Promise<AppendResult> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(debugRecordings)
      .set({ eventCount: sql`${debugRecordings.eventCount} + ${events.length}`, chunkCount: sql`${debugRecordings.chunkCount} + 1` })
      .where(and(openRecording(uuid, sessionId), sql`${debugRecordings.eventCount} + ${events.length} <= ${MAX_EVENTS_PER_RECORDING}`))
      .returning({ chunkCount: debugRecordings.chunkCount });
    if (claimed) {
      await tx.insert(debugRecordingChunks).values({ recordingUuid: uuid, seq: claimed.chunkCount - 1, events });
      return 'appended';
    }
    return refusalOf(tx, uuid, sessionId);
  });
}

/** The recording while the browser session that started it may still add to it (a condition for the claiming update). */
export const openRecording = (uuid: string, sessionId: string) => and(eq(debugRecordings.uuid, uuid), eq(debugRecordings.sessionId, sessionId), isNull(debugRecordings.stoppedAt));

/** Why a batch's claim found no open recording: none of this session's, stopped, or else full. */
export async function refusalOf(db: Db, uuid: string, sessionId: string): Promise<Exclude<AppendResult, 'appended'>> {
  const [row] = await db
    .select({ stoppedAt: debugRecordings.stoppedAt })
    .from(debugRecordings)
    .where(and(eq(debugRecordings.uuid, uuid), eq(debugRecordings.sessionId, sessionId)))
    .limit(1);
  if (!row) return 'not_found';
  return row.stoppedAt ? 'stopped' : 'full';
}

/** Stops the recording (again is fine); false when this session has no such recording. */
export async function stopRecording(db: Db, uuid: string, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(debugRecordings)
    .set({ stoppedAt: sql`coalesce(${debugRecordings.stoppedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(debugRecordings.uuid, uuid), eq(debugRecordings.sessionId, sessionId)))
    .returning({ uuid: debugRecordings.uuid });
  return Boolean(row);
}

/** A sign-in gives the browser a new session id: running recordings follow it, and learn the user. */
export async function moveOpenRecordings(db: Db, fromSessionId: string, toSessionId: string, userUuid: string): Promise<void> {
  await db
    .update(debugRecordings)
    .set({ sessionId: toSessionId, userUuid: sql`coalesce(${debugRecordings.userUuid}, ${userUuid}::uuid)` })
    .where(and(eq(debugRecordings.sessionId, fromSessionId), isNull(debugRecordings.stoppedAt)));
}

const summaryColumns = {
  uuid: debugRecordings.uuid,
  startedAt: debugRecordings.startedAt,
  stoppedAt: debugRecordings.stoppedAt,
  userEmail: users.email,
  userUuid: debugRecordings.userUuid,
  url: debugRecordings.url,
  eventCount: debugRecordings.eventCount,
};

const toSummary = (row: Omit<RecordingSummary, 'startedAt' | 'stoppedAt'> & { startedAt: Date; stoppedAt: Date | null }): RecordingSummary => ({
  ...row,
  startedAt: row.startedAt.toISOString(),
  stoppedAt: row.stoppedAt?.toISOString() ?? null,
});

/** Newest first; support looks for the one a customer just made. Only one customer's with `userUuid`. */
export async function listRecordings(db: Db, limit = 500, userUuid?: string): Promise<RecordingSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(debugRecordings)
    .leftJoin(users, eq(users.uuid, debugRecordings.userUuid))
    .where(userUuid ? eq(debugRecordings.userUuid, userUuid) : undefined)
    .orderBy(desc(debugRecordings.startedAt))
    .limit(limit);
  return rows.map(toSummary);
}

export async function findRecordingSummary(db: Db, uuid: string): Promise<RecordingSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(debugRecordings)
    .leftJoin(users, eq(users.uuid, debugRecordings.userUuid))
    .where(eq(debugRecordings.uuid, uuid))
    .limit(1);
  return row ? toSummary(row) : null;
}

export async function getRecording(db: Db, uuid: string): Promise<{ recording: RecordingSummary; events: RecordingEvent[] } | null> {
  const recording = await findRecordingSummary(db, uuid);
  if (!recording) return null;
  const chunks = await db
    .select({ events: debugRecordingChunks.events })
    .from(debugRecordingChunks)
    .where(eq(debugRecordingChunks.recordingUuid, uuid))
    .orderBy(asc(debugRecordingChunks.seq));
  return { recording, events: chunks.flatMap((c) => c.events as RecordingEvent[]) };
}
