/**
 * The editor's document states of a recording (beside its rrweb events): appended in batches by
 * the browser that records, read in order by support.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartTemplateData } from '../../../api/contract/cart';
import type { Db } from '../../db/client';
import { debugRecordingDocuments, debugRecordings } from '../../db/schema';
import { openRecording, refusalOf, type AppendResult } from './recordings';

/** A long editing session's worth; a recording left running cannot fill the database. */
export const MAX_EDITOR_STATES_PER_RECORDING = 20_000;

export interface EditorStateRow {
  at: Date;
  productUuid: string | null;
  template: { uuid: string; version: number };
  templateData: CartTemplateData;
}

/** Appends the states after the ones stored; the counter update locks the recording, so seqs never collide. */
export async function appendEditorStates(db: Db, uuid: string, sessionId: string, states: readonly EditorStateRow[]): Promise<AppendResult> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(debugRecordings)
      .set({ documentCount: sql`${debugRecordings.documentCount} + ${states.length}` })
      .where(and(openRecording(uuid, sessionId), sql`${debugRecordings.documentCount} + ${states.length} <= ${MAX_EDITOR_STATES_PER_RECORDING}`))
      .returning({ documentCount: debugRecordings.documentCount });
    if (claimed) {
      const first = claimed.documentCount - states.length;
      await tx.insert(debugRecordingDocuments).values(
        states.map((state, i) => ({
          recordingUuid: uuid,
          seq: first + i,
          at: state.at,
          productUuid: state.productUuid,
          templateUuid: state.template.uuid,
          templateVersion: state.template.version,
          templateData: state.templateData,
        })),
      );
      return 'appended';
    }
    return refusalOf(tx, uuid, sessionId);
  });
}

export async function editorStatesOf(db: Db, uuid: string): Promise<(EditorStateRow & { seq: number })[]> {
  const rows = await db.select().from(debugRecordingDocuments).where(eq(debugRecordingDocuments.recordingUuid, uuid)).orderBy(asc(debugRecordingDocuments.seq));
  return rows.map((r) => ({
    seq: r.seq,
    at: r.at,
    productUuid: r.productUuid,
    template: { uuid: r.templateUuid, version: r.templateVersion },
    templateData: r.templateData,
  }));
}
