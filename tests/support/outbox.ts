import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  raw: string;
  /** The body as a person reads it (quoted-printable undone), so links can be searched whole. */
  body: string;
}

function decodeBody(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  const bytes = body.split(/(=[0-9A-F]{2})/).flatMap((part) =>
    /^=[0-9A-F]{2}$/.test(part) ? [parseInt(part.slice(1), 16)] : [...Buffer.from(part, 'latin1')],
  );
  return Buffer.from(bytes).toString('utf8');
}

/** The .eml files a server wrote to its outbox folder, oldest first. */
export function readOutbox(dir: string): Mail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((f) => {
    const raw = readFileSync(path.join(dir, f), 'utf8');
    const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
    return { to: header('To'), subject: header('Subject'), raw, body: decodeBody(raw) };
  });
}
