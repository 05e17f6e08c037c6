import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../../src/server/db/client';
import { cleanFileName, incomingDir, storeUploads, type AcceptedUpload } from '../../../../../src/server/services/userImages/store';
import { localFolderStorage } from '../../../../../src/server/storage';

/** A received file waiting in the media folder's incoming folder, as the upload route leaves it. */
function upload(mediaDir: string, name: string): AcceptedUpload {
  mkdirSync(incomingDir(mediaDir), { recursive: true });
  const source = path.join(incomingDir(mediaDir), `${randomUUID()}.part`);
  writeFileSync(source, `bytes of ${name}`);
  return { source, byteSize: 10, originalName: name, format: 'png', width: 400, height: 300 };
}
const storedFiles = (mediaDir: string) => readdirSync(mediaDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && !e.parentPath.endsWith('.incoming'));

describe('storeUploads', () => {
  it('removes the files it wrote when the rows cannot be stored', async () => {
    const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    const failing = { transaction: async () => Promise.reject(new Error('database down')) } as unknown as Db;
    await expect(storeUploads(failing, localFolderStorage(mediaDir), randomUUID(), [upload(mediaDir, 'a.png'), upload(mediaDir, 'b.png')], new Date())).rejects.toThrow('database down');
    expect(storedFiles(mediaDir)).toEqual([]);
  });

  it('stores a batch so the newest-first list shows it in the order chosen', async () => {
    const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'uploads-'));
    const inserted: unknown[] = [];
    const db = { transaction: async (run: (tx: unknown) => Promise<void>) => run({ insert: () => ({ values: async (rows: unknown[]) => inserted.push(...rows) }) }) } as unknown as Db;
    const rows = await storeUploads(db, localFolderStorage(mediaDir), randomUUID(), [upload(mediaDir, 'first.png'), upload(mediaDir, 'second.png')], new Date('2026-09-01T10:00:00Z'));
    expect(inserted).toEqual(rows);
    expect(rows[0].createdAt.getTime()).toBeGreaterThan(rows[1].createdAt.getTime());
    expect(rows.map((r) => r.file)).toEqual(rows.map((r) => `uploads/${r.uuid.slice(0, 2)}/${r.uuid}.png`));
    expect(storedFiles(mediaDir)).toHaveLength(2);
    expect(readdirSync(incomingDir(mediaDir))).toEqual([]);
  });
});

describe('cleanFileName', () => {
  it('keeps the name and drops folders and control characters', () => {
    expect(cleanFileName('C:\\Users\\kari\\Bilder\\sommer.jpg')).toBe('sommer.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('ferie\u0000\u0007.png')).toBe('ferie.png');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(200);
  });
});
