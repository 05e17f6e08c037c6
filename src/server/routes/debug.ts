import type { Hono } from 'hono';
import {
  appendEditorStates as appendEditorStatesEndpoint,
  appendRecordingEvents,
  listEditorStates,
  getRecording as getRecordingEndpoint,
  listRecordings as listRecordingsEndpoint,
  startRecording as startRecordingEndpoint,
  stopRecording as stopRecordingEndpoint,
} from '../../api/contract';
import type { AppContext, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { mount } from '../http/mount';
import { requireSupport } from '../http/session';
import { defineMessages } from '../messages';
import { userResources, type UserResources } from '../../engine/model';
import { ensureBrowserSession } from '../services/auth/browserSession';
import { appendEditorStates, editorStatesOf, MAX_EDITOR_STATES_PER_RECORDING } from '../services/debug/editorStates';
import { findTemplateVersion } from '../services/templates/templateStore';
import {
  appendEvents,
  getRecording,
  listRecordings,
  MAX_EVENTS_PER_RECORDING,
  startRecording,
  findRecordingSummary,
  stopRecording,
  type AppendResult,
} from '../services/debug/recordings';
import { clientIp } from '../services/ratelimit/clientIp';
import { hit, LIMITS, takeFromQuota } from '../services/ratelimit/rateLimit';
import { isUuid } from '../../domain/validation';

const t = defineMessages({
  recordingNotFound: { nb: 'Fant ikke opptaket.', en: 'Recording not found.' },
  recordingStopped: { nb: 'Opptaket er stoppet.', en: 'The recording has been stopped.' },
  editorStatesFull: {
    nb: 'Opptaket har nådd grensen på {max} redigeringstilstander. Stopp det og start et nytt.',
    en: 'The recording is full of editor states ({max}). Stop it and start a new one.',
  },
  unknownTemplate: { nb: 'Malen {uuid} finnes ikke i versjon {version}.', en: 'Template {uuid} has no version {version}.' },
  badResources: { nb: 'Innholdet i tilstand {index} kan ikke tegnes: {reason}', en: 'The content of state {index} cannot be drawn: {reason}' },
  recordingFull: {
    nb: 'Opptaket er fullt ({max} hendelser). Stopp det og start et nytt.',
    en: 'The recording is full ({max} events). Stop it and start a new one.',
  },
});


// A malformed id cannot name a recording; answering 404 early keeps it away from a uuid column.
function recordingUuid(c: AppContext, value: string): string {
  if (!isUuid(value)) throw notFound(c);
  return value.toLowerCase();
}
/** Nothing to answer when appended; else the refusal. */
function answerAppend(c: AppContext, result: AppendResult, fullMessage: () => string): void {
  if (result === 'not_found') throw notFound(c);
  if (result === 'stopped') throw new HttpError(409, t(c.get('lang'), 'recordingStopped'), { code: 'recording_stopped' });
  if (result === 'full') throw new HttpError(413, fullMessage(), { code: 'recording_full' });
}

const notFound = (c: AppContext) => new HttpError(404, t(c.get('lang'), 'recordingNotFound'), { code: 'not_found' });

/**
 * Anyone may record without signing in, so a signed-out browser stores a bounded amount a day,
 * and so do all the sessions of one address together.
 */
async function takeFromAnonymousQuota(c: AppContext, sessionId: string, bytes: number): Promise<void> {
  const { anonymousRecordingBytesPerSession: perSession, anonymousRecordingBytesPerIp: perIp } = LIMITS;
  await takeFromQuota(c, `recording-bytes:session:${sessionId}`, perSession.limit, perSession.windowMs, bytes);
  await takeFromQuota(c, `recording-bytes:ip:${clientIp(c)}`, perIp.limit, perIp.windowMs, bytes);
}

/** Session recordings from /debug (spec 1 §2 "Other public routes") and their replay for support. */
export function registerDebugRoutes(app: Hono<AppEnv>): void {
  mount(app, startRecordingEndpoint, async (c, { body }) => {
    if (!c.get('session')?.user) {
      const { limit, windowMs } = LIMITS.anonymousRecordingsPerIp;
      await hit(c, `recording-start:ip:${clientIp(c)}`, limit, windowMs);
    }
    const session = await ensureBrowserSession(c);
    const uuid = await startRecording(c.get('deps').db, {
      sessionId: session.id,
      userUuid: session.user?.uuid ?? null,
      url: body.url,
      userAgent: body.userAgent,
    });
    return { uuid };
  });

  mount(app, appendRecordingEvents, async (c, { body, params }) => {
    const uuid = recordingUuid(c, params.uuid);
    const session = c.get('session');
    if (!session) throw notFound(c);
    if (!session.user) await takeFromAnonymousQuota(c, session.id, Buffer.byteLength(JSON.stringify(body.events)));
    const result = await appendEvents(c.get('deps').db, uuid, session.id, body.events);
    answerAppend(c, result, () => t(c.get('lang'), 'recordingFull', { max: MAX_EVENTS_PER_RECORDING }));
    return { success: true as const };
  });

  mount(app, appendEditorStatesEndpoint, async (c, { body, params }) => {
    const uuid = recordingUuid(c, params.uuid);
    const session = c.get('session');
    if (!session) throw notFound(c);
    const { db } = c.get('deps');
    const lang = c.get('lang');
    // Every state must be one the engine can draw again, or the replay would stop at it.
    const versions = new Map<string, boolean>();
    const parsed: UserResources[] = [];
    for (const [index, state] of body.states.entries()) {
      const key = `${state.template.uuid}/${state.template.version}`;
      if (!versions.has(key)) versions.set(key, (await findTemplateVersion(db, state.template.uuid.toLowerCase(), state.template.version)) !== null);
      if (!versions.get(key)) {
        throw new HttpError(400, t(lang, 'unknownTemplate', state.template), { code: 'validation', data: [`states.${index}.template`] });
      }
      const resources = userResources.safeParse(state.templateData.userResources);
      if (!resources.success) {
        const reason = resources.error.issues[0];
        throw new HttpError(400, t(lang, 'badResources', { index, reason: `${reason.path.join('.')}: ${reason.message}` }), {
          code: 'validation',
          data: [`states.${index}.templateData.userResources`],
        });
      }
      parsed.push(resources.data);
    }
    const result = await appendEditorStates(
      db,
      uuid,
      session.id,
      body.states.map((state, index) => ({
        at: new Date(state.at),
        productUuid: state.productUuid?.toLowerCase() ?? null,
        template: { uuid: state.template.uuid.toLowerCase(), version: state.template.version },
        templateData: { year: state.templateData.year, ...(state.templateData.lang ? { lang: state.templateData.lang } : {}), userResources: parsed[index] },
      })),
    );
    answerAppend(c, result, () => t(lang, 'editorStatesFull', { max: MAX_EDITOR_STATES_PER_RECORDING }));
    return { success: true as const };
  });

  mount(app, stopRecordingEndpoint, async (c, { params }) => {
    const uuid = recordingUuid(c, params.uuid);
    const { db, now } = c.get('deps');
    const session = c.get('session');
    if (!session || !(await stopRecording(db, uuid, session.id, now()))) throw notFound(c);
    return { success: true as const };
  });

  mount(app, listRecordingsEndpoint, async (c) => {
    requireSupport(c);
    return { recordings: await listRecordings(c.get('deps').db) };
  });

  mount(app, listEditorStates, async (c, { params }) => {
    requireSupport(c);
    const { db } = c.get('deps');
    const uuid = recordingUuid(c, params.uuid);
    const recording = await findRecordingSummary(db, uuid);
    if (!recording) throw notFound(c);
    const states = await editorStatesOf(db, uuid);
    return { recording, states: states.map((s) => ({ ...s, at: s.at.toISOString() })) };
  });

  mount(app, getRecordingEndpoint, async (c, { params }) => {
    requireSupport(c);
    const recording = await getRecording(c.get('deps').db, recordingUuid(c, params.uuid));
    if (!recording) throw notFound(c);
    return recording;
  });
}
