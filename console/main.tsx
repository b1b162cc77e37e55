import { createRoot } from 'react-dom/client';
import { adoptKitStyles } from '../elements/core/stylesheet.js';
import { App } from './app.js';
import { registerConsoleLocales } from './i18n/index.js';
import { startApp } from './session/start.js';
import { applyDocumentSettings } from './shell/document-settings.js';

adoptKitStyles(document);
applyDocumentSettings();
void registerConsoleLocales();
const root = document.getElementById('app');
if (root) createRoot(root).render(<App />);
void startApp();
