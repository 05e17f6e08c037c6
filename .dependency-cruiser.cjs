/** Imports flow one way: domain <- engine <- editor <- shop; api/contract is shared with the server. */
const layer = (from, notTo, comment) => ({ name: `${from}-not-to-${notTo.join('-')}`, severity: 'error', comment,
  from: { path: `^src/${from}/` }, to: { path: `^src/(${notTo.join('|')})/` } });

module.exports = {
  forbidden: [
    layer('domain', ['engine', 'editor', 'shop', 'server', 'api'], 'domain holds pure rules: it imports nothing of ours'),
    layer('engine', ['editor', 'shop', 'server', 'api'], 'the engine knows nothing of the editor, shop or network'),
    layer('editor', ['shop', 'server'], 'the editor knows the engine, not the shop'),
    layer('shop', ['server'], 'the shop talks to the server only through src/api/client'),
    layer('api', ['engine', 'editor', 'shop', 'server'], 'the api contract and client stand alone'),
    // The server renders template previews and print files with the engine's Konva renderer on
    // @napi-rs/canvas (no DOM, no React), so only the React bindings and the UI are off limits.
    { name: 'server-not-to-ui', severity: 'error', comment: 'the server may use the engine (model, layout, render, export), never React',
      from: { path: '^src/server/' }, to: { path: '^src/(editor|shop|engine/react|api/client)/' } },
    { name: 'contract-is-pure', severity: 'error', comment: 'the contract is shared with the server: no client code in it',
      from: { path: '^src/api/contract/' }, to: { path: '^src/api/client/' } },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
