import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve('scripts/check-lockfile.sh');
const project = mkdtempSync(path.join(os.tmpdir(), 'lockfile-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const check = () => spawnSync('bash', [script, project], { encoding: 'utf8', timeout: 120_000 });

describe('the CI lock-file check', () => {
  it('passes on the committed package.json and lock file, and fails with the fix when npm ci would refuse them', () => {
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(file, path.join(project, file));
    const ok = check();
    expect(ok.status, ok.stderr).toBe(0);

    const pkg = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8'));
    pkg.dependencies['left-pad'] = '^1.3.0';
    writeFileSync(path.join(project, 'package.json'), JSON.stringify(pkg, null, 2));
    const stale = check();
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/npm error/);
    expect(stale.stderr).toMatch(/'npm ci' would fail\. Run 'npm install' and commit package-lock\.json/);
  }, 240_000);

  it('runs in .ci/run before anything is installed', () => {
    const ci = readFileSync('.ci/run', 'utf8');
    const checkAt = ci.indexOf('bash scripts/check-lockfile.sh');
    expect(checkAt).toBeGreaterThan(0);
    expect(checkAt).toBeLessThan(ci.indexOf('npm install --no-audit'));
    expect(ci).toMatch(/missing\+=\(nginx\)/);
  });
});
