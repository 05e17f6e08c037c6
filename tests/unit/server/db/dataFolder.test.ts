import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertWritableFolder } from '../../../../src/server/db/dataFolder';
import { makeUnwritable, makeWritable } from '../../../support/unwritable';

const roots: string[] = [];
const tempRoot = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'data-folder-'));
  roots.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of roots.splice(0)) {
    makeWritable(dir);
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('assertWritableFolder', () => {
  it('creates a missing folder and passes a writable one', async () => {
    const folder = path.join(tempRoot(), 'var', 'db');
    await assertWritableFolder(folder);
    await assertWritableFolder(folder);
  });

  it('names the file inside an existing database folder that cannot be written', async () => {
    const folder = path.join(tempRoot(), 'db');
    mkdirSync(path.join(folder, 'pg_wal'), { recursive: true });
    writeFileSync(path.join(folder, 'pg_wal', '000000010000000000000001'), 'wal');
    makeUnwritable(path.join(folder, 'pg_wal'));
    await expect(assertWritableFolder(folder)).rejects.toThrow(
      new RegExp(`^The database folder ${folder} is not writable \\(at ${folder}/pg_wal(/000000010000000000000001)?\\): E(PERM|ACCES)`),
    );
  });

  it('says so when the folder cannot even be made', async () => {
    const parent = tempRoot();
    makeUnwritable(parent);
    await expect(assertWritableFolder(path.join(parent, 'db'))).rejects.toThrow(/^The database folder .*\/db is not writable: E(PERM|ACCES), .*set DATABASE_URL to another folder\.$/);
  });
});
