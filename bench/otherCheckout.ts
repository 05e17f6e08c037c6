/**
 * Another commit of this repository, checked out beside this one for a paired benchmark (a
 * temporary git worktree that uses this checkout's node_modules). The benchmark builds and
 * serves it with startShopServer(checkout.path).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface OtherCheckout {
  path: string;
  remove(): void;
}

export function checkOut(ref: string): OtherCheckout {
  const worktree = mkdtempSync(path.join(os.tmpdir(), 'bench-compare-'));
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', worktree, ref], { stdio: 'inherit' });
  symlinkSync(path.resolve('node_modules'), path.join(worktree, 'node_modules'));
  return {
    path: worktree,
    remove() {
      execFileSync('git', ['worktree', 'remove', '--force', worktree]);
      rmSync(worktree, { recursive: true, force: true });
    },
  };
}
