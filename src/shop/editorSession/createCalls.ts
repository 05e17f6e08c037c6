/**
 * The calls a create page starts with: the customer's picture sets, the product and the
 * template, then the template filled for the chosen set's subject. A page opened straight on a
 * create route asks for them while the app shell still loads (preloadEditorRoute); the fill
 * follows as soon as the shell has the session that names the current set. The editor's loader
 * then takes those answers instead of asking again.
 */
import type { Session } from '../../api/client/auth';
import type { PictureSet } from '../../api/client/pictureSets';
import { fillTemplate, getProduct, getTemplate } from '../../api/client/templates';
import { usePictureSetsStore } from '../pictures/pictureSetsStore';
import { useSessionStore } from '../session/sessionStore';
import type { CreateTarget } from './editorRoutes';
import { editorPictureSet } from '../pictures/editorPictureSet';

export interface CreateBasics {
  sets: PictureSet[];
  product: Awaited<ReturnType<typeof getProduct>>['product'];
  template: Awaited<ReturnType<typeof getTemplate>>;
}

type Filled = Awaited<ReturnType<typeof fillTemplate>>;

export interface CreateCalls {
  basics: Promise<CreateBasics>;
  /** The template filled for a subject: the early answer when it was for that subject. */
  fill(subjectUuid: string): Promise<Filled>;
}

export async function customerPictureSets(): Promise<PictureSet[]> {
  if (usePictureSetsStore.getState().pictureSets === null) await usePictureSetsStore.getState().refresh();
  return usePictureSetsStore.getState().pictureSets ?? [];
}

async function fetchBasics({ productUuid, templateUuid }: CreateTarget): Promise<CreateBasics> {
  const [sets, { product }, template] = await Promise.all([customerPictureSets(), getProduct(productUuid), getTemplate(templateUuid)]);
  return { sets, product, template };
}

/** The shell's session once it has arrived (the shell asks for it on every page load). */
export function loadedSession(): Promise<Session> {
  return new Promise((resolve) => {
    const now = useSessionStore.getState().session;
    if (now) return resolve(now);
    const stop = useSessionStore.subscribe(({ session }) => {
      if (!session) return;
      stop();
      resolve(session);
    });
  });
}

const callsKey = ({ productUuid, templateUuid }: CreateTarget) => `${productUuid}/${templateUuid}`;

/** At most one set of early answers waits, for the page the browser opened on. */
let early: { key: string; basics: Promise<CreateBasics>; filled: Promise<{ subjectUuid: string; answer: Filled } | null> } | null = null;

export function prefetchCreateCalls(target: CreateTarget): void {
  const basics = fetchBasics(target);
  const filled = basics.then(async ({ sets }) => {
    const pictureSet = editorPictureSet(sets, (await loadedSession()).currentPictureSetUuid);
    return pictureSet ? { subjectUuid: pictureSet.subject.uuid, answer: await fillTemplate(target.templateUuid, pictureSet.subject.uuid) } : null;
  });
  // Signed out, offline: the page's own load asks again and shows what went wrong.
  filled.catch(() => undefined);
  early = { key: callsKey(target), basics, filled };
}

/** The early answers for this target when there are some (used once), else fresh calls. */
export function createCalls(target: CreateTarget): CreateCalls {
  const waiting = early?.key === callsKey(target) ? early : null;
  early = null;
  const freshFill = (subjectUuid: string) => fillTemplate(target.templateUuid, subjectUuid);
  if (!waiting) return { basics: fetchBasics(target), fill: freshFill };
  return {
    basics: waiting.basics.catch(() => fetchBasics(target)),
    fill: async (subjectUuid) => {
      const filled = await waiting.filled.catch(() => null);
      return filled?.subjectUuid === subjectUuid ? filled.answer : freshFill(subjectUuid);
    },
  };
}
