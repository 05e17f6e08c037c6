import * as contract from '../contract/debug';
import { call } from './call';

/** Session recording (the /debug page) and its replay for support staff. */
export type RecordingEvent = Record<string, unknown>;

export const startRecording = (userAgent: string, url: string) =>
  call(contract.startRecording, { body: { userAgent, url } });

export const appendRecordingEvents = (uuid: string, events: RecordingEvent[], options: { keepalive?: boolean } = {}) =>
  call(contract.appendRecordingEvents, { params: { uuid }, body: { events }, keepalive: options.keepalive });

export const stopRecording = (uuid: string) => call(contract.stopRecording, { params: { uuid } });

export const listRecordings = () => call(contract.listRecordings);

export const getRecording = (uuid: string) => call(contract.getRecording, { params: { uuid } });

export type RecordingSummary = Awaited<ReturnType<typeof listRecordings>>['recordings'][number];
