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
