import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedKey, localFolderStorage, openStorage, parseS3Url, type ObjectStorage } from '../../../../src/server/storage';
import { startLocalS3, type LocalS3 } from '../../../support/s3Server';

let s3: LocalS3;
let folder: string;
const kinds: Record<string, () => ObjectStorage> = {
  'a local folder': () => localFolderStorage(folder),
  'S3 (s3rver)': () => openStorage('s3://media-test/shop/a', s3.env),
};

beforeAll(async () => {
  s3 = await startLocalS3(['media-test']);
  folder = mkdtempSync(path.join(os.tmpdir(), 'webshop-storage-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

describe.each(Object.keys(kinds))('object storage in %s', (kind) => {
  const storage = () => kinds[kind]();

  it('reads back what it wrote, with its size and time, and null for a missing key', async () => {
    const before = Date.now() - 2000;
    await storage().write('uploads/ab/one.jpg', Buffer.from('first bytes'));
    expect((await storage().read('uploads/ab/one.jpg'))?.toString()).toBe('first bytes');
    const info = await storage().info('uploads/ab/one.jpg');
    expect(info?.size).toBe(11);
    expect(info!.modifiedMs).toBeGreaterThan(before);
    expect(await storage().read('uploads/ab/none.jpg')).toBeNull();
    expect(await storage().info('uploads/ab/none.jpg')).toBeNull();
  });

  it('replaces an object whole and lists keys by prefix, sorted', async () => {
    await storage().write('print/R-1/b.pdf', Buffer.from('b'));
    await storage().write('print/R-1/a.pdf', Buffer.from('a'));
    await storage().write('print/R-10/x.pdf', Buffer.from('x'));
    await storage().write('print/R-1/a.pdf', Buffer.from('a, second'));
    expect((await storage().read('print/R-1/a.pdf'))?.toString()).toBe('a, second');
    expect(await storage().list('print/R-1/')).toEqual(['print/R-1/a.pdf', 'print/R-1/b.pdf']);
    expect(await storage().list('print/R-1')).toEqual(['print/R-1/a.pdf', 'print/R-1/b.pdf', 'print/R-10/x.pdf']);
    expect(await storage().list('nothing/')).toEqual([]);
  });

  it('moves a local file in whole and removes the file', async () => {
    const file = path.join(folder, `incoming-${kind.length}-${Date.now()}.part`);
    writeFileSync(file, Buffer.alloc(3 * 1024 * 1024, 5));
    await storage().moveIn('uploads/cd/moved.jpg', file);
    expect((await storage().read('uploads/cd/moved.jpg'))?.equals(Buffer.alloc(3 * 1024 * 1024, 5))).toBe(true);
    expect(existsSync(file)).toBe(false);
  });

  it('removes an object, and removing a missing one is no error', async () => {
    await storage().write('site/gone.png', Buffer.from('x'));
    await storage().remove('site/gone.png');
    await storage().remove('site/gone.png');
    expect(await storage().read('site/gone.png')).toBeNull();
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'a/./b', 'a\\b', 'a\u0000b', '']) {
      await expect(storage().read(key)).rejects.toThrow(/Not a storage key/);
    }
  });
});

describe('the local folder', () => {
  it('leaves no temporary file behind and never shows a half-written one', async () => {
    const storage = localFolderStorage(folder);
    const big = Buffer.alloc(8 * 1024 * 1024, 7);
    await storage.write('big/file.bin', Buffer.from('old'));
    const reads: (number | undefined)[] = [];
    const writing = storage.write('big/file.bin', big);
    while (reads.length < 50) reads.push((await storage.read('big/file.bin'))?.length);
    await writing;
    expect(reads.every((n) => n === 3 || n === big.length)).toBe(true);
    expect(readdirSync(path.join(folder, 'big'))).toEqual(['file.bin']);
  });
});

describe('storage settings', () => {
  it('reads s3://bucket/prefix and refuses other URLs', () => {
    expect(parseS3Url('s3://shop-media/prod/media')).toEqual({ bucket: 'shop-media', prefix: 'prod/media' });
    expect(parseS3Url('s3://shop-media')).toEqual({ bucket: 'shop-media', prefix: '' });
    expect(parseS3Url('s3://Bad_Bucket/x')).toBeNull();
    expect(() => openStorage('s3://x')).toThrow(/s3:\/\/bucket\/prefix/);
    expect(checkedKey('uploads/ab/c.jpg')).toBe('uploads/ab/c.jpg');
  });
});
