/**
 * How the server asks the shop's server bundle (built from src/shop/entry.server.tsx into
 * dist-ssr/) for a page's HTML. Only types: the server loads the bundle at run time.
 */
export interface PageRenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** The request's Cookie header ('' without one): the render's calls are made with it. */
  cookie: string;
  /** The built index.html: the page is written into it. */
  template: string;
  /** Answers the shop's API calls in-process, with the server's own routes. */
  fetchApi: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** The render is given up (and the page served as the client-rendered shell) after this long. */
  timeoutMs: number;
  /** Tests only: a screen of the page throws while rendering. */
  failForTest?: boolean;
}

export type RenderedPage = { kind: 'page'; status: number; html: string } | { kind: 'redirect'; status: number; location: string };

export interface PageRendererModule {
  /** Whether the server renders the page at `pathname` (the others are served as the shell). */
  rendersOnServer(pathname: string): boolean;
  /** Whether the page at `pathname` looks the same to every visitor without a session (cacheable). */
  isPublicPage(pathname: string): boolean;
  renderPage(request: PageRenderRequest): Promise<RenderedPage>;
}
