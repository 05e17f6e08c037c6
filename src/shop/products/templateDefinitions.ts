/**
 * Template definitions for the list tiles, parsed by the engine. A published version never
 * changes, so each is asked for once per page load and shared by every tile and list showing it.
 */
import { useEffect, useState } from 'react';
import { getTemplate } from '../../api/client/templates';
import { parseTemplate, type Template } from '../../engine/model';

const loaded = new Map<string, Promise<Template>>();

export function loadTemplateDefinition(uuid: string, version: number): Promise<Template> {
  const key = `${uuid}@${version}`;
  let definition = loaded.get(key);
  if (!definition) {
    definition = getTemplate(uuid, version).then((json) => {
      const parsed = parseTemplate(json);
      if (!parsed.ok) throw new Error(`Template ${key} cannot be drawn: ${parsed.error}`);
      return parsed.value;
    });
    // A failed load (offline for a moment) is asked for again by the next page that needs it.
    definition.catch(() => loaded.delete(key));
    loaded.set(key, definition);
  }
  return definition;
}

export type DefinitionState = { status: 'loading' } | { status: 'ready'; template: Template } | { status: 'failed' };

export function useTemplateDefinition(uuid: string, version: number): DefinitionState {
  const [state, setState] = useState<{ key: string; state: DefinitionState }>({ key: '', state: { status: 'loading' } });
  const key = `${uuid}@${version}`;
  useEffect(() => {
    let live = true;
    loadTemplateDefinition(uuid, version).then(
      (template) => live && setState({ key, state: { status: 'ready', template } }),
      (err: unknown) => {
        console.warn(err);
        if (live) setState({ key, state: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [uuid, version, key]);
  return state.key === key ? state.state : { status: 'loading' };
}
