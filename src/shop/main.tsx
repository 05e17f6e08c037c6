import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startRecordingIfConsented } from './debug/recorder';
import { preloadEditorRoute } from './editorPage/preloadEditorRoute';
import { App } from './shell/App';
import { preloadPage } from './shell/pageLoaders';
import { reportRecoverableError } from './shell/recoverableError';
import { applyStoredViewport } from './viewport/viewport';

// Before the first render: the page must be laid out at the chosen width from the start, and a
// debug recording must see the very first paint.
applyStoredViewport();
void startRecordingIfConsented();
preloadEditorRoute(window.location.pathname);
preloadPage(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// As a transition, React renders the shop in slices and lets the browser breathe between them:
// on a phone the first render is the page's longest task, and one long task blocks every tap.
startTransition(() => {
  createRoot(root, { onRecoverableError: reportRecoverableError }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
