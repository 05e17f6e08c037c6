import type { Config } from './config';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type Logger = Record<'debug' | 'info' | 'warn' | 'error', (msg: string, fields?: Record<string, unknown>) => void>;

/** Structured logs: one JSON object per line, so a log shipper can read them as they are. */
export function createLogger(level: Config['logLevel'], write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const at = (name: keyof Logger) => (msg: string, fields: Record<string, unknown> = {}) => {
    if (levels[name] < levels[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: name, msg, ...fields }));
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
