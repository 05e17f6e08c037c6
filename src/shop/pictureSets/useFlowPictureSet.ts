import { useParams } from 'react-router-dom';
import { useSessionStore, useSignedInUser } from '../session/sessionStore';
import type { FlowVariant } from './flowPaths';
import { usePictureSet } from './usePictureSet';

/** The set a favourites or yearbook step works on: the session's current one right after a code, else the route's. */
export function useFlowPictureSet(variant: FlowVariant) {
  const user = useSignedInUser();
  const { pictureSetUuid } = useParams();
  const currentUuid = useSessionStore((s) => s.session?.currentPictureSetUuid ?? null);
  const uuid = variant === 'new' ? currentUuid : (pictureSetUuid ?? null);
  return { user, ...usePictureSet(uuid) };
}
