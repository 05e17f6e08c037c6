/**
 * Everything the lab draws from: every template of every type (current versions, each
 * definition parsed by the engine so a broken one shows its problems instead of vanishing) and
 * the fixture pictures.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { getLabFixtures } from '../../api/client/lab';
import { getTemplate, listTemplates, type TemplateListType } from '../../api/client/templates';
import { parseTemplate, type Template, type TemplateType } from '../../engine/model';
import { errorText } from '../forms/errorText';
import type { LabFixtureSet } from './labResources';

export interface LabTemplate {
  uuid: string;
  version: number;
  /** In the page's language, as the list gives it. */
  name: string;
  type: TemplateType;
  /** Null when the definition could not be loaded or parsed. */
  template: Template | null;
  problem: string | null;
}

export interface LabCatalog {
  templates: LabTemplate[];
  fixtures: LabFixtureSet & { subjectName: string };
}

export type LabCatalogState = { status: 'loading' } | { status: 'ready'; catalog: LabCatalog } | { status: 'failed'; message: string };

const LIST_TYPES: TemplateListType[] = ['cards', 'calendars', 'photogifts'];

async function loadTemplate(uuid: string, version: number): Promise<Pick<LabTemplate, 'template' | 'problem'>> {
  try {
    const parsed = parseTemplate(await getTemplate(uuid, version));
    return parsed.ok ? { template: parsed.value, problem: null } : { template: null, problem: parsed.error };
  } catch (err) {
    return { template: null, problem: err instanceof Error ? err.message : String(err) };
  }
}

async function loadCatalog(): Promise<LabCatalog> {
  const [fixtures, ...lists] = await Promise.all([getLabFixtures(), ...LIST_TYPES.map((type) => listTemplates(type))]);
  // A template sold as several products appears once per product; the lab shows it once.
  const seen = new Set<string>();
  const items = lists.flatMap((list) => list.templates).filter((item) => !seen.has(item.uuid) && seen.add(item.uuid));
  const definitions = await Promise.all(items.map((item) => loadTemplate(item.uuid, item.version)));
  return {
    templates: items.map((item, i) => ({ uuid: item.uuid, version: item.version, name: item.name, type: item.type, ...definitions[i] })),
    fixtures,
  };
}

export function useLabCatalog(): LabCatalogState {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<LabCatalogState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadCatalog().then(
      (catalog) => current && setState({ status: 'ready', catalog }),
      (err: unknown) => current && setState({ status: 'failed', message: errorText(err, t('common.networkError')) }),
    );
    return () => {
      current = false;
    };
    // The list names templates in the page's language, so a language change reloads it.
  }, [t, i18n.language]);
  return state;
}
