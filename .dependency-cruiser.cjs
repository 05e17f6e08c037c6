/** Imports flow one way: domain <- engine <- editor <- shop; api/contract is shared with the server. */
const layer = (from, notTo, comment) => ({ name: `${from}-not-to-${notTo.join('-')}`, severity: 'error', comment,
  from: { path: `^src/${from}/` }, to: { path: `^src/(${notTo.join('|')})/` } });

module.exports = {
  forbidden: [
    layer('domain', ['engine', 'editor', 'shop', 'server', 'api'], 'domain holds pure rules: it imports nothing of ours'),
    layer('engine', ['editor', 'shop', 'server', 'api'], 'the engine knows nothing of the editor, shop or network'),
    layer('editor', ['shop', 'server'], 'the editor knows the engine, not the shop'),
    layer('shop', ['server'], 'the shop talks to the server only through src/api/client'),
    layer('api', ['engine', 'editor', 'shop', 'server', 'i18n'], 'the api contract and client stand alone'),
    // The translation runtime serves the editor's and the shop's screens: it imports nothing of
    // ours, and the rules, the engine and the server (which writes its own texts) do not use it.
    layer('i18n', ['domain', 'engine', 'editor', 'shop', 'server', 'api'], 'the translation runtime stands alone'),
    layer('domain', ['i18n'], 'domain holds pure rules, without texts of the UI'),
    layer('engine', ['i18n'], 'the engine draws; words come from the editor and the shop'),
    layer('server', ['i18n'], 'the server writes its own texts, without the UI translation runtime'),
    // The server renders template previews and print files with the engine's Konva renderer on
    // @napi-rs/canvas (no DOM, no React), so only the React bindings and the UI are off limits.
    { name: 'server-not-to-ui', severity: 'error', comment: 'the server may use the engine (model, layout, render, export), never React',
      from: { path: '^src/server/' }, to: { path: '^src/(editor|shop|engine/react|api/client)/' } },
    { name: 'contract-is-pure', severity: 'error', comment: 'the contract is shared with the server: no client code in it',
      from: { path: '^src/api/contract/' }, to: { path: '^src/api/client/' } },
    { name: 'shop-to-editor-through-index', severity: 'error', comment: 'the shop uses the editor through src/editor/index.ts, never its insides',
      from: { path: '^src/shop/' }, to: { path: '^src/editor/', pathNot: '^src/editor/index\\.ts$' } },
    // The shop's folders depend one way: shell (the top of the app) on the screens' folders, those
    // on the shared ones (session, cart, pictures ...), and all of them on ui/ and routes.ts.
    { name: 'shop-ui-is-a-leaf', severity: 'error', comment: 'shop/ui holds leaf pieces (icons, PageFrame, Suspended): it imports no other shop folder',
      from: { path: '^src/shop/ui/' }, to: { path: '^src/shop/', pathNot: '^src/shop/ui/' } },
    { name: 'shop-routes-is-a-leaf', severity: 'error', comment: 'src/shop/routes.ts holds the shop\'s addresses: it imports nothing of the shop',
      from: { path: '^src/shop/routes\\.ts$' }, to: { path: '^src/shop/' } },
    { name: 'shop-shell-is-the-top', severity: 'error', comment: 'only the entries (main.tsx in the browser, entry.server.tsx on the server) import the app shell; the screens do not reach up into it',
      from: { path: '^src/shop/', pathNot: '^src/shop/(shell/|main\\.tsx$|entry\\.server\\.tsx$)' }, to: { path: '^src/shop/shell/' } },
    { name: 'no-shop-folder-cycles', severity: 'error', scope: 'folder', comment: 'no loop between the shop\'s folders: a folder that needs another\'s piece does not also give it one',
      from: { path: '^src/shop/' }, to: { path: '^src/shop/', circular: true } },
    { name: 'seed-only-for-seeding', severity: 'error', comment: 'demo data fills a database at start; no running code depends on it',
      from: { path: '^src/', pathNot: '^src/server/(db/seed/|main\\.ts$)' }, to: { path: '^src/server/db/seed/' } },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
