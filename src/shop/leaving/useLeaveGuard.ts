/**
 * Asks before a page with unsaved changes is left: closing or reloading the tab (the browser's
 * own question), a link elsewhere in the shop, the page's own Back, and the browser's Back
 * button. The page brings its question: the package page's confirm (spec 3 'Are you sure you
 * want to leave the page with unsaved changes?'), the editor's 'Unsaved changes' (spec 2 §4).
 *
 * The browser's Back cannot be cancelled once pressed, so while there are changes the page keeps
 * a copy of its own history entry on top: Back only steps from the copy to the page's entry (the
 * same address, so the page stays), and the question is asked there. Staying puts the copy back;
 * leaving takes the one further step back. The page's own ways out replace the copy, so history
 * holds the page once whichever way it was left.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

const COPY = 'leaveGuardCopy';

/** Puts a copy of the current entry (same address and router state) on top of history. */
const pushCopy = () => window.history.pushState({ ...(window.history.state as object | null), [COPY]: true }, '', window.location.href);

export interface LeaveGuard {
  /**
   * Goes to `to` (an app path), asking first when there are changes and `ask` is not false (false
   * when the page has just asked, or saved).
   */
  leaveTo: (to: string, options?: { ask?: boolean }) => void;
}

/** True when the customer chose to leave. */
export type AskToLeave = () => boolean | Promise<boolean>;

export function useLeaveGuard(dirty: boolean, ask: AskToLeave): LeaveGuard {
  const navigate = useNavigate();
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  /** Whether the copy of the page's entry is on top of history. */
  const copyOnTop = useRef(false);
  /** Set once the customer chose to leave: nothing asks again while the next page loads. */
  const released = useRef(false);
  const askNow = useRef(ask);
  askNow.current = ask;

  const leaveTo = useCallback(
    async (to: string, { ask: asking = true } = {}) => {
      if (asking && dirtyNow.current && !released.current && !(await askNow.current())) return;
      released.current = true;
      navigate(to, { replace: copyOnTop.current });
      copyOnTop.current = false;
    },
    [navigate],
  );

  useEffect(() => {
    if (!dirty || copyOnTop.current || released.current) return;
    pushCopy();
    copyOnTop.current = true;
  }, [dirty]);

  useEffect(() => {
    const onPopState = () => {
      if (!copyOnTop.current) return;
      copyOnTop.current = false;
      if (!dirtyNow.current || released.current) return;
      void Promise.resolve(askNow.current()).then((leave) => {
        if (leave) {
          released.current = true;
          window.history.back();
        } else {
          pushCopy();
          copyOnTop.current = true;
        }
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyNow.current || released.current) return;
      event.preventDefault();
      // Older Safari and Chromium ask only when returnValue is set.
      event.returnValue = '';
    };
    // A link of the shop's own (header, menu) leaves through leaveTo; a new tab or another site is no leaving.
    const onClick = (event: MouseEvent) => {
      if (!dirtyNow.current || released.current || event.defaultPrevented || !(event.target instanceof Element)) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target.closest<HTMLAnchorElement>('a[href]');
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      void leaveTo(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [leaveTo]);

  return { leaveTo };
}
