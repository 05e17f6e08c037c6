import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';

/** Each area of the API registers its own routes (one file per spec area). */
export function registerRoutes(_app: Hono<AppEnv>): void {}
