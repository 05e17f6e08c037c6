/**
 * Green-screen backgrounds by job (GET /api/webshop/green-screen-backgrounds/{jobUuid}), asked
 * once per job while the image view is open: for the Backgrounds tab and for the background a
 * newly chosen green-screen picture stands on.
 */
import { useCallback, useRef, useState } from 'react';
import { getGreenScreenBackgrounds } from '../../../api/client/templates';

export type Background = Awaited<ReturnType<typeof getGreenScreenBackgrounds>>['backgrounds'][number];

export interface JobBackgrounds {
  /** The job's backgrounds; a failed request is asked again the next time. */
  load(jobUuid: string): Promise<Background[]>;
  /** Backgrounds known so far by job uuid (a job missing here is loading or failed). */
  known: Readonly<Record<string, Background[]>>;
}

export function useJobBackgrounds(): JobBackgrounds {
  const requests = useRef(new Map<string, Promise<Background[]>>());
  const [known, setKnown] = useState<Record<string, Background[]>>({});
  const load = useCallback((jobUuid: string) => {
    let request = requests.current.get(jobUuid);
    if (!request) {
      request = getGreenScreenBackgrounds(jobUuid).then(({ backgrounds }) => backgrounds);
      request.then(
        (backgrounds) => setKnown((previous) => ({ ...previous, [jobUuid]: backgrounds })),
        () => requests.current.delete(jobUuid),
      );
      requests.current.set(jobUuid, request);
    }
    return request;
  }, []);
  return { load, known };
}
