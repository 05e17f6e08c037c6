import { Navigate } from 'react-router-dom';

let serverRedirect: string | null = null;

/**
 * `<Navigate replace>` that also works in the server's render: there the page is answered with a
 * redirect to `to` (a router cannot navigate in a page that is not in a browser yet).
 */
export function Redirect({ to }: { to: string }) {
  if (typeof window === 'undefined') {
    serverRedirect ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}

/** The server, after a render: where the page redirects to, if it does; starts afresh. */
export function takeServerRedirect(): string | null {
  const to = serverRedirect;
  serverRedirect = null;
  return to;
}
