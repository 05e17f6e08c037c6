import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRecoverableError } from '../../../../src/shop/shell/recoverableError';

describe('reportRecoverableError', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports the cause and the components it came from in the message', () => {
    const reported: Error[] = [];
    vi.stubGlobal('reportError', (e: Error) => reported.push(e));
    const cause = new Error('Minified React error #467');
    reportRecoverableError(new Error('Minified React error #520', { cause }), {
      componentStack: '\n    at CartLine (http://x/a.js:1:2)\n    at Suspense\n    at main',
    });
    expect(reported).toHaveLength(1);
    expect(reported[0].message).toBe('React recovered from a render error: Error: Minified React error #467 [in CartLine < Suspense < main]');
    expect(reported[0].cause).toBe(cause);
  });

  it('says what was thrown when it was not an Error, and when React gave no component stack', () => {
    const reported: Error[] = [];
    vi.stubGlobal('reportError', (e: Error) => reported.push(e));
    reportRecoverableError(new Error('wrapper', { cause: undefined }), {});
    expect(reported[0].message).toBe('React recovered from a render error: undefined undefined [in unknown components]');
  });
});
