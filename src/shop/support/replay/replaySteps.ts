/** Stepping through a recording's editor states (pure). */

export const stepAfter = (index: number, count: number): number => Math.min(index + 1, Math.max(count - 1, 0));

export const stepBefore = (index: number): number => Math.max(index - 1, 0);

/** How far into the editing a state came, as m:ss (or h:mm:ss) after the first state. */
export function timeIntoRecording(firstIso: string, iso: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(iso) - Date.parse(firstIso)) / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `+${h}:${pad(m)}:${pad(s)}` : `+${m}:${pad(s)}`;
}
