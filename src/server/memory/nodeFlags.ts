/**
 * Node options the server and the worker are started with (`npm start`, `npm run worker` and
 * the benchmarks that measure the server pass them; tests check that the scripts do). They size
 * V8's heap when the process starts, so they cannot be set from inside it.
 *
 * - `--max-semi-space-size=4`: V8's young generation keeps two halves of up to 16 MB each by
 *   default, 32 MB resident for a server whose answers live a few milliseconds. 4 MB halves
 *   took 40 MB off the server's memory after start and after a load (`npm run bench:load`).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
