import { appendEditorStates, appendRecordingEvents, startRecording, type EditorStateInput, type RecordingEvent } from '../../api/client/debug';
import { ApiCallError } from '../../api/client/call';
import { MAX_EDITOR_STATES_PER_REQUEST } from '../../api/contract/limits';
import { currentRecordingUuid, hasRecordingConsent, rememberRecordingUuid } from './recordingSession';

/** Events are sent in batches: every few seconds, and whatever is left when the page goes away. */
export const FLUSH_INTERVAL_MS = 3000;
/** The contract takes at most 5000 events per request; smaller batches keep requests light. */
const MAX_BATCH = 1000;

let buffer: RecordingEvent[] = [];
/** The editor's document states since the last flush (src/shop/debug/editorStates.ts). */
let states: EditorStateInput[] = [];
let recordingUuid: Promise<string | null> | null = null;
let sending: Promise<void> = Promise.resolve();

function ensureRecording(): Promise<string | null> {
  recordingUuid ??= (async () => {
    const known = currentRecordingUuid();
    if (known) return known;
    try {
      const { uuid } = await startRecording(navigator.userAgent, window.location.href);
      rememberRecordingUuid(uuid);
      return uuid;
    } catch (err) {
      console.warn('Could not start the debug recording', err);
      recordingUuid = null; // try again at the next flush
      return null;
    }
  })();
  return recordingUuid;
}

/** Keeps an editor document state for the next flush; only while this tab records. */
export function recordEditorState(state: EditorStateInput): void {
  if (hasRecordingConsent()) states.push(state);
}

/** Sends what has been recorded so far; batches go one after another so their order holds. */
export function flushRecording(options: { keepalive?: boolean } = {}): Promise<void> {
  sending = sending.then(async () => {
    if (buffer.length === 0 && states.length === 0) return;
    const uuid = await ensureRecording();
    if (!uuid) return;
    while (states.length > 0) {
      const batch = states.slice(0, MAX_EDITOR_STATES_PER_REQUEST);
      try {
        await appendEditorStates(uuid, batch, options);
        states = states.slice(batch.length);
      } catch (err) {
        console.warn('Could not send the editor states of the debug recording', err);
        // A refused batch would be refused again; anything else is kept for the next flush, like
        // the events (a lost state would be a step missing from the replay).
        if (err instanceof ApiCallError && err.status >= 400 && err.status < 500) states = states.slice(batch.length);
        break;
      }
    }
    while (buffer.length > 0) {
      const batch = buffer.slice(0, MAX_BATCH);
      try {
        await appendRecordingEvents(uuid, batch, options);
        buffer = buffer.slice(batch.length);
      } catch (err) {
        // Keep the events for the next flush; a lost batch would make the replay jump.
        console.warn('Could not send debug recording events', err);
        return;
      }
    }
  });
  return sending;
}

/**
 * Starts recording this page load when the visitor agreed on /debug. Called once at app start,
 * before React renders, so the replay begins with the very first paint. rrweb is loaded only
 * then: most visitors never record and should not download it.
 */
export async function startRecordingIfConsented(): Promise<void> {
  if (!hasRecordingConsent()) return;
  const { record } = await import('rrweb');
  record<RecordingEvent>({
    emit: (event) => {
      buffer.push(event);
    },
    // Form fields may hold personal data; rrweb masks passwords by default, this masks all input.
    maskAllInputs: true,
  });
  void ensureRecording();
  setInterval(() => void flushRecording(), FLUSH_INTERVAL_MS);
  window.addEventListener('pagehide', () => void flushRecording({ keepalive: true }));
}
