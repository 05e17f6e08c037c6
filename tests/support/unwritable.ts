import { execFileSync } from 'node:child_process';

const isRoot = process.getuid?.() === 0;

/**
 * Takes write access to a folder and everything in it away, the way a full or failing disk
 * would: root ignores permission bits, so as root the immutable flag (chattr +i) does it.
 */
export function makeUnwritable(folder: string): void {
  if (isRoot) execFileSync('chattr', ['-R', '+i', folder]);
  else execFileSync('chmod', ['-R', 'a-w', folder]);
}

export function makeWritable(folder: string): void {
  if (isRoot) execFileSync('chattr', ['-R', '-i', folder]);
  else execFileSync('chmod', ['-R', 'u+w', folder]);
}
