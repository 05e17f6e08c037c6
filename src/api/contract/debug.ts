import { z } from 'zod/mini';
import { cartTemplateData, cartTemplateRef } from './cart';
import { endpoint, ok } from './endpoint';
import { MAX_EDITOR_STATES_PER_REQUEST } from './limits';

export const startRecording = endpoint({
  method: 'POST',
  path: '/api/webshop/debug/recordings',
  body: z.object({ userAgent: z.string().check(z.maxLength(500)), url: z.string().check(z.maxLength(2000)) }),
  response: z.object({ uuid: z.string() }),
});

/** rrweb events, sent in batches while recording. Each batch is appended in order. */
export const appendRecordingEvents = endpoint({
  method: 'POST',
  path: '/api/webshop/debug/recordings/:uuid/events',
  /** rrweb's full snapshot inlines the page's style sheets: a batch can pass 1 MB. */
  maxBodyBytes: 4 * 1024 * 1024,
  body: z.object({ events: z.array(z.record(z.string(), z.unknown())).check(z.minLength(1), z.maxLength(5000)) }),
  response: ok,
});

export const stopRecording = endpoint({
  method: 'POST',
  path: '/api/webshop/debug/recordings/:uuid/stop',
  response: ok,
});

export const recordingSummary = z.object({
  uuid: z.string(),
  startedAt: z.string(),
  stoppedAt: z.nullable(z.string()),
  userEmail: z.nullable(z.string()),
  /** The customer's account (support opens it from the recording). */
  userUuid: z.nullable(z.string()),
  url: z.string(),
  eventCount: z.int(),
});

/** Support only: the recordings customers made, newest first. */
export const listRecordings = endpoint({
  method: 'GET',
  path: '/api/webshop/support/recordings',
  response: z.object({ recordings: z.array(recordingSummary) }),
});

export const getRecording = endpoint({
  method: 'GET',
  path: '/api/webshop/support/recordings/:uuid',
  response: z.object({ recording: recordingSummary, events: z.array(z.record(z.string(), z.unknown())) }),
});

/**
 * One state of the editor's document during a recording (what its undo history holds), with the
 * browser's time: the template version, the customer's resources and the year.
 */
export const editorState = z.object({
  at: z.int().check(z.minimum(0)),
  productUuid: z.nullable(z.uuid()),
  template: cartTemplateRef,
  templateData: cartTemplateData,
});
export type EditorStateInput = z.input<typeof editorState>;


export const appendEditorStates = endpoint({
  method: 'POST',
  path: '/api/webshop/debug/recordings/:uuid/editor-states',
  body: z.object({ states: z.array(editorState).check(z.minLength(1), z.maxLength(MAX_EDITOR_STATES_PER_REQUEST)) }),
  response: ok,
});

/** Support only: a recording's editor states in order, to replay through the engine. */
export const listEditorStates = endpoint({
  method: 'GET',
  path: '/api/webshop/support/recordings/:uuid/editor-states',
  response: z.object({
    recording: recordingSummary,
    states: z.array(z.extend(editorState, { seq: z.int(), at: z.string() })),
  }),
});
