/**
 * Everything the lab draws from: every template of every type (current versions, each
 * definition parsed by the engine so a broken one shows its problems instead of vanishing) and
 * the pictures of the chosen picture sets.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { getLabFixtures, type LabPictureSet } from '../../api/client/lab';
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
  /** The sets staff can draw with, and the two drawn with now. */
  pictureSets: LabPictureSet[];
  set: string | null;
  greenScreenSet: string | null;
}

/** The picture sets asked for in the lab's address (null: the server's choice). */
export interface LabSetChoice {
  set: string | null;
  greenScreenSet: string | null;
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

async function loadCatalog(choice: LabSetChoice): Promise<LabCatalog> {
  const sets = { ...(choice.set ? { set: choice.set } : {}), ...(choice.greenScreenSet ? { greenScreenSet: choice.greenScreenSet } : {}) };
  const [answer, ...lists] = await Promise.all([getLabFixtures(sets), ...LIST_TYPES.map((type) => listTemplates(type))]);
  const { pictureSets, set, greenScreenSet, ...fixtures } = answer;
  // A template sold as several products appears once per product; the lab shows it once.
  const seen = new Set<string>();
  const items = lists.flatMap((list) => list.templates).filter((item) => !seen.has(item.uuid) && seen.add(item.uuid));
  const definitions = await Promise.all(items.map((item) => loadTemplate(item.uuid, item.version)));
  return {
    templates: items.map((item, i) => ({ uuid: item.uuid, version: item.version, name: item.name, type: item.type, ...definitions[i] })),
    fixtures,
    pictureSets,
    set,
    greenScreenSet,
  };
}

export function useLabCatalog({ set, greenScreenSet }: LabSetChoice): LabCatalogState {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<LabCatalogState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadCatalog({ set, greenScreenSet }).then(
      (catalog) => current && setState({ status: 'ready', catalog }),
      (err: unknown) => current && setState({ status: 'failed', message: errorText(err, t('common.networkError')) }),
    );
    return () => {
      current = false;
    };
    // The list names templates in the page's language, so a language change reloads it; so does another picture set.
  }, [t, i18n.language, set, greenScreenSet]);
  return state;
}
