/**
 * The front end's build manifest (dist/.vite/manifest.json): which file each source module and
 * asset became, and each chunk's static and lazy imports. The server reads it to name a page's
 * code in preload hints.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_FILE = '.vite/manifest.json';

let loaded: { distDir: string; manifest: Manifest | null } | null = null;

/** The manifest of the build in `distDir`, read once; null when there is no build (tests of the API alone). */
export function buildManifest(distDir: string): Manifest | null {
  if (loaded?.distDir !== distDir) {
    let manifest: Manifest | null;
    try {
      manifest = JSON.parse(readFileSync(path.join(distDir, MANIFEST_FILE), 'utf8')) as Manifest;
    } catch {
      manifest = null;
    }
    loaded = { distDir, manifest };
  }
  return loaded.manifest;
}

/** The chunks some start chunks pull in through static imports, themselves included, in load order. */
export function staticClosure(manifest: Manifest, startKeys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  startKeys.forEach(visit);
  return [...seen];
}

/**
 * The chunks that start chunks run before they show anything: their static imports, and the texts
 * in `lang` that any of them loads lazily at once (modules named `i18n/{lang}.ts` or
 * `i18n/resources/{lang}.ts`, with their own imports).
 */
export function chunksWithTexts(manifest: Manifest, startKeys: readonly string[], lang: string): string[] {
  const texts = new RegExp(`/i18n/(resources/)?${lang}\\.ts$`);
  let keys = staticClosure(manifest, startKeys);
  for (;;) {
    const more = keys.flatMap((key) => manifest[key].dynamicImports ?? []).filter((key) => texts.test(key) && !keys.includes(key));
    if (more.length === 0) return keys;
    keys = staticClosure(manifest, [...keys, ...more]);
  }
}
