/**
 * Debug recording consent lives in sessionStorage (spec 1 §2): it lasts while this tab is open
 * and never follows the customer to another tab or visit. The recording's id sits beside it so
 * every page load of the tab appends to the same recording.
 */
const CONSENT_KEY = 'debug.recordingConsent';
const RECORDING_KEY = 'debug.recordingUuid';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const hasRecordingConsent = () => storage()?.getItem(CONSENT_KEY) === '1';

export function giveRecordingConsent(): void {
  storage()?.setItem(CONSENT_KEY, '1');
}

export function withdrawRecordingConsent(): void {
  storage()?.removeItem(CONSENT_KEY);
  storage()?.removeItem(RECORDING_KEY);
}

export const currentRecordingUuid = () => storage()?.getItem(RECORDING_KEY) ?? null;

export function rememberRecordingUuid(uuid: string): void {
  storage()?.setItem(RECORDING_KEY, uuid);
}
