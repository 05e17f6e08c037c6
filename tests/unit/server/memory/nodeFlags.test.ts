/**
 * The Node options that size the server's heap are given where the server and the worker are
 * started for real (`npm start`, `npm run worker`), not only in the benchmarks that measure it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../../src/server/memory/nodeFlags';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The options a script passes to node (through tsx) before the file it runs. */
function nodeOptionsBefore(script: string, file: string): string[] {
  const words = script.split(/\s+/);
  const runner = words.lastIndexOf('tsx', words.indexOf(file));
  return words.slice(runner + 1, words.indexOf(file));
}

describe('the server start scripts', () => {
  it.each([
    ['start', 'src/server/main.ts'],
    ['worker', 'src/server/worker.ts'],
  ])('npm run %s passes the server Node options', (name, file) => {
    expect(scripts[name]).toContain(file);
    expect(nodeOptionsBefore(scripts[name], file)).toEqual([...SERVER_NODE_FLAGS]);
  });
});
