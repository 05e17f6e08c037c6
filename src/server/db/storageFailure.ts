/**
 * Whether a database error means the embedded database's own files failed (disk full, read-only,
 * permission taken away, an I/O error) rather than the query: after one of these, PGlite does
 * not recover, and its next query spins forever.
 */
export function isStorageFailure(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, severity, message, name } = e as { code?: unknown; severity?: unknown; message?: unknown; name?: unknown };
    // WebAssembly traps (abort(), unreachable): the PGlite instance is gone.
    if (name === 'RuntimeError') return true;
    if (severity === 'PANIC' || severity === 'FATAL') return true;
    if (typeof code !== 'string') continue;
    // 58: system errors (I/O); 53100: disk full; XX: internal errors and corruption.
    if (code.startsWith('58') || code === '53100' || code.startsWith('XX')) return true;
    // EPERM/EACCES on the database's files come back as "insufficient privilege".
    if (code === '42501' && typeof message === 'string' && /^could not \w+ (to |from )?(file|log file|directory)/.test(message)) return true;
  }
  return false;
}
