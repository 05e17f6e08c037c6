import { useSessionStore } from '../session/sessionStore';

/** Support staff, also while they simulate a customer (the server checks the real user too). */
export const useIsSupport = () =>
  useSessionStore((s) => Boolean(s.session?.simulatedBy) || Boolean(s.session?.user?.isSupport));
