/**
 * The template versions some lines or recorded states were made with, parsed by the engine, by
 * `uuid/version`. Each is asked for once; one that fails or cannot be read is named in `failed`.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { getTemplate } from '../../../api/client/templates';
import type { Template } from '../../../engine/model';

export const versionKey = (ref: { uuid: string; version: number }) => `${ref.uuid}/${ref.version}`;

async function loadVersion(ref: { uuid: string; version: number }): Promise<Template> {
  const [{ parseTemplate }, definition] = await Promise.all([import('../../../engine/model'), getTemplate(ref.uuid, ref.version)]);
  const parsed = parseTemplate(definition);
  if (!parsed.ok) throw new Error(`Template ${versionKey(ref)} cannot be read: ${parsed.error}`);
  return parsed.value;
}

export function useTemplateVersions(refs: readonly ({ uuid: string; version: number } | null)[]) {
  const [templates, setTemplates] = useState<ReadonlyMap<string, Template>>(new Map());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const wanted = useMemo(() => {
    const byKey = new Map<string, { uuid: string; version: number }>();
    for (const ref of refs) if (ref) byKey.set(versionKey(ref), ref);
    return [...byKey.entries()];
  }, [refs]);
  const requested = useRef(new Set<string>());

  useEffect(() => {
    for (const [key, ref] of wanted) {
      if (requested.current.has(key)) continue;
      requested.current.add(key);
      loadVersion(ref).then(
        (template) => setTemplates((previous) => new Map(previous).set(key, template)),
        (err: unknown) => {
          console.error(err);
          setFailed((previous) => new Set(previous).add(key));
        },
      );
    }
  }, [wanted]);

  return { templates, failed };
}
