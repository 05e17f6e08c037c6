import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../../../src/api/client/call';
import { refusalOf, splitByType, uploadOneByOne, UPLOAD_ATTEMPTS, UPLOAD_RETRY_DELAY_MS, type UploadProgress } from '../../../../../src/editor/views/image/uploadQueue';

const file = (name: string, type = 'image/jpeg') => ({ name, type });
const offline = () => new ApiCallError(0, 'Failed to fetch', 'network');

/** An uploader that fails each file's first `failures[name]` attempts with `error`, then stores it. */
function fakeUploader(failures: Record<string, number>, error: () => Error = offline) {
  const calls: string[] = [];
  return {
    calls,
    upload: async (f: { name: string }) => {
      calls.push(f.name);
      const left = failures[f.name] ?? 0;
      if (left > 0) {
        failures[f.name] = left - 1;
        throw error();
      }
      return { uuid: `stored-${f.name}` };
    },
  };
}

function fakeSleep() {
  const pauses: number[] = [];
  return { pauses, sleep: async (ms: number) => void pauses.push(ms) };
}

describe('own uploads, one file after another', () => {
  it('uploads in the order chosen and reports progress per file', async () => {
    const uploader = fakeUploader({});
    const progress: UploadProgress[] = [];
    const outcome = await uploadOneByOne([file('a.jpg'), file('b.png')], { upload: uploader.upload, sleep: fakeSleep().sleep, onProgress: (p) => progress.push(p) });
    expect(uploader.calls).toEqual(['a.jpg', 'b.png']);
    expect(outcome).toEqual({ uploaded: [{ uuid: 'stored-a.jpg' }, { uuid: 'stored-b.png' }], failed: [], refused: [] });
    expect(progress).toEqual([
      { done: 0, total: 2, current: 'a.jpg', retrying: false },
      { done: 1, total: 2, current: 'b.png', retrying: false },
      { done: 2, total: 2, current: null, retrying: false },
    ]);
  });

  it('retries a failing file 5 s apart and says so, then goes on', async () => {
    const uploader = fakeUploader({ 'a.jpg': 2 });
    const clock = fakeSleep();
    const progress: UploadProgress[] = [];
    const outcome = await uploadOneByOne([file('a.jpg')], { upload: uploader.upload, sleep: clock.sleep, onProgress: (p) => progress.push(p) });
    expect(uploader.calls).toEqual(['a.jpg', 'a.jpg', 'a.jpg']);
    expect(clock.pauses).toEqual([UPLOAD_RETRY_DELAY_MS, UPLOAD_RETRY_DELAY_MS]);
    expect(UPLOAD_RETRY_DELAY_MS).toBe(5000);
    expect(progress.filter((p) => p.retrying)).toHaveLength(2);
    expect(outcome.uploaded).toEqual([{ uuid: 'stored-a.jpg' }]);
    expect(outcome.failed).toEqual([]);
  });

  it('gives a file up after 5 attempts and still uploads the next one', async () => {
    const uploader = fakeUploader({ 'a.jpg': 99 });
    const clock = fakeSleep();
    const outcome = await uploadOneByOne([file('a.jpg'), file('b.jpg')], { upload: uploader.upload, sleep: clock.sleep });
    expect(UPLOAD_ATTEMPTS).toBe(5);
    expect(uploader.calls.filter((n) => n === 'a.jpg')).toHaveLength(5);
    // No pause after the last attempt: the failure is reported at once.
    expect(clock.pauses).toHaveLength(4);
    expect(outcome).toEqual({ uploaded: [{ uuid: 'stored-b.jpg' }], failed: ['a.jpg'], refused: [] });
  });

  it('retries server errors but not a refusal of the file, whose reason it keeps', async () => {
    const refusal = () => new ApiCallError(400, '"a.jpg" is too small to print well', 'too_small');
    const refused = await uploadOneByOne([file('a.jpg')], { upload: fakeUploader({ 'a.jpg': 1 }, refusal).upload, sleep: fakeSleep().sleep });
    expect(refused).toEqual({ uploaded: [], failed: [], refused: [{ name: 'a.jpg', message: '"a.jpg" is too small to print well' }] });

    const busy = () => new ApiCallError(503, 'Service unavailable');
    const uploader = fakeUploader({ 'a.jpg': 1 }, busy);
    const retried = await uploadOneByOne([file('a.jpg')], { upload: uploader.upload, sleep: fakeSleep().sleep });
    expect(uploader.calls).toHaveLength(2);
    expect(retried.uploaded).toHaveLength(1);
  });

  it('tells refusals from trouble that may pass', () => {
    expect(refusalOf(new ApiCallError(413, 'too large'))).toBe('too large');
    expect(refusalOf(new ApiCallError(401, 'sign in'))).toBe('sign in');
    expect(refusalOf(new ApiCallError(0, 'offline'))).toBeNull();
    expect(refusalOf(new ApiCallError(500, 'oops'))).toBeNull();
    expect(refusalOf(new ApiCallError(429, 'slow down'))).toBeNull();
    expect(refusalOf(new ApiCallError(408, 'timeout'))).toBeNull();
    expect(refusalOf(new TypeError('x'))).toBeNull();
  });
});

describe('picture types', () => {
  it('sends JPEG, PNG and WebP and keeps everything else back', () => {
    const chosen = [file('a.jpg'), file('b.png', 'image/png'), file('c.webp', 'image/webp'), file('d.heic', 'image/heic'), file('e.pdf', 'application/pdf'), file('f', '')];
    const { accepted, rejected } = splitByType(chosen);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png', 'c.webp']);
    expect(rejected.map((f) => f.name)).toEqual(['d.heic', 'e.pdf', 'f']);
  });
});
