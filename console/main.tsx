import { createRoot } from 'react-dom/client';
import { adoptKitStyles } from '../elements/core/stylesheet.js';
import { $sandboxUrl } from '../elements/dashboard/widgets/custom/sandbox-url.js';
import { App } from './app.js';
import { registerConsoleLocales } from './i18n/index.js';
import { startApp } from './session/start.js';
import { applyDocumentSettings } from './shell/document-settings.js';

adoptKitStyles(document);
// The console's policy forbids inline scripts, which `srcdoc` frames inherit: custom widgets load the server's frame document.
$sandboxUrl.set(new URL('/widget-sandbox.html', location.origin).href);
applyDocumentSettings();
const root = document.getElementById('app');
// English is registered at once; waiting only lets the active language's file arrive before the first render.
void registerConsoleLocales().finally(() => {
  if (root) createRoot(root).render(<App />);
});
void startApp();
