import { describe, expect, it } from 'vitest';
import { isStorageFailure } from '../../../../src/server/db/storageFailure';

const pgError = (code: string, message: string, severity = 'ERROR') => Object.assign(new Error(message), { code, severity });

describe('isStorageFailure', () => {
  it('knows the errors after which PGlite cannot go on', () => {
    // What PGlite answered when its folder turned immutable (EPERM maps to 42501).
    expect(isStorageFailure(pgError('42501', 'could not write to log file "000000010000000000000001" at offset 7405568, length 8192: Operation not permitted'))).toBe(true);
    expect(isStorageFailure(pgError('42501', 'could not extend file "base/5/16384": Permission denied'))).toBe(true);
    expect(isStorageFailure(pgError('58030', 'could not fsync file'))).toBe(true);
    expect(isStorageFailure(pgError('53100', 'could not extend file: No space left on device'))).toBe(true);
    expect(isStorageFailure(pgError('XX001', 'invalid page in block 3'))).toBe(true);
    expect(isStorageFailure(pgError('00000', 'terminating', 'PANIC'))).toBe(true);
    expect(isStorageFailure(Object.assign(new Error('Aborted()'), { name: 'RuntimeError' }))).toBe(true);
    // Drizzle wraps the driver's error as its cause.
    expect(isStorageFailure(new Error('Failed query: insert ...', { cause: pgError('58030', 'could not write block') }))).toBe(true);
  });

  it("leaves a query's own errors alone", () => {
    expect(isStorageFailure(pgError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isStorageFailure(pgError('42501', 'permission denied for table orders'))).toBe(false);
    expect(isStorageFailure(pgError('40001', 'could not serialize access due to concurrent update'))).toBe(false);
    expect(isStorageFailure(new Error('boom'))).toBe(false);
    expect(isStorageFailure(undefined)).toBe(false);
  });
});
