import { create } from 'zustand';
import { getSession, type Session, type User } from '../../api/client/auth';
import { clearSignInPending, pendingSignInWaitMs } from './pendingSignIn';

interface SessionState {
  /** null until the first answer arrives. */
  session: Session | null;
  /** Asks the server again (after sign-in, sign-out, code entry, simulation). */
  refresh: () => Promise<Session>;
  /** The first load of a page: also waits for a sign-in the previous page left in flight. */
  load: () => Promise<Session>;
}

const RETRY_MS = 250;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const useSessionStore = create<SessionState>((set) => ({
  session: null,
  refresh: async () => {
    const session = await getSession();
    set({ session });
    return session;
  },
  load: async () => {
    let session = await getSession();
    while (!session.user && pendingSignInWaitMs() > 0) {
      await pause(RETRY_MS);
      session = await getSession();
    }
    clearSignInPending();
    set({ session });
    return session;
  },
}));

/** A real account, not the anonymous placeholder some carts hang on. */
export const signedInUser = (session: Session | null): User | null =>
  session?.user && !session.user.isAnonymousUser ? session.user : null;

export const useSignedInUser = () => useSessionStore((s) => signedInUser(s.session));
