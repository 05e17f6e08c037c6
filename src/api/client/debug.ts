import type { EditorStateInput } from '../contract/debug';
import { call } from './call';
import { debugRoutes } from './routes.gen';

/** Session recording (the /debug page) and its replay for support staff. */
export type RecordingEvent = Record<string, unknown>;

export const startRecording = (userAgent: string, url: string) =>
  call(debugRoutes.startRecording, { body: { userAgent, url } });

export const appendRecordingEvents = (uuid: string, events: RecordingEvent[], options: { keepalive?: boolean } = {}) =>
  call(debugRoutes.appendRecordingEvents, { params: { uuid }, body: { events }, keepalive: options.keepalive });

export const stopRecording = (uuid: string) => call(debugRoutes.stopRecording, { params: { uuid } });

export const listRecordings = () => call(debugRoutes.listRecordings);

export const getRecording = (uuid: string) => call(debugRoutes.getRecording, { params: { uuid } });

export type RecordingSummary = Awaited<ReturnType<typeof listRecordings>>['recordings'][number];

/** The editor's document at a moment of the recording, sent beside the rrweb events. */
export type { EditorStateInput };

export const appendEditorStates = (uuid: string, states: EditorStateInput[], options: { keepalive?: boolean } = {}) =>
  call(debugRoutes.appendEditorStates, { params: { uuid }, body: { states }, keepalive: options.keepalive });

export const listEditorStates = (uuid: string) => call(debugRoutes.listEditorStates, { params: { uuid } });

export type RecordedEditorState = Awaited<ReturnType<typeof listEditorStates>>['states'][number];
