// Where custom widget frames load their document from. A page whose Content-Security-Policy forbids
// inline scripts (the console's `script-src 'self'`) passes that policy on to `srcdoc`, `data:` and
// `blob:` frames, so such a page has the server serve SANDBOX_PAGE under FRAME_POLICY and sets the URL.
import { SANDBOX_BOOTSTRAP } from './bootstrap.js';
import { frameShell } from './sandbox.logic.js';

export { FRAME_POLICY } from './sandbox.logic.js';

/** The document every custom widget frame starts from (policy, bootstrap, empty container). */
export const SANDBOX_PAGE = frameShell(SANDBOX_BOOTSTRAP);

export { $sandboxUrl } from './sandbox-url.js';
