import { create } from '../state/createStore';
import { getSession, type Session, type User } from '../../api/client/auth';
import { setCurrentPictureSet } from '../../api/client/pictureSets';

interface SessionState {
  /** null until the first answer arrives. */
  session: Session | null;
  /** Asks the server again (after sign-in, sign-out, code entry, simulation). */
  refresh: () => Promise<Session>;
  /**
   * Makes the subject's picture set the current one on the server (so it survives a reload) and
   * takes the session it answers; rejects with the server's reason and changes nothing then.
   */
  chooseCurrentPictureSet: (subjectUuid: string) => Promise<Session>;
}

export const useSessionStore = create<SessionState>((set) => ({
  session: null,
  refresh: async () => {
    const session = await getSession();
    set({ session });
    return session;
  },
  chooseCurrentPictureSet: async (subjectUuid) => {
    const session = await setCurrentPictureSet(subjectUuid);
    set({ session });
    return session;
  },
}));

/** A real account, not the anonymous placeholder some carts hang on. */
export const signedInUser = (session: Session | null): User | null =>
  session?.user && !session.user.isAnonymousUser ? session.user : null;

export const useSignedInUser = () => useSessionStore((s) => signedInUser(s.session));
