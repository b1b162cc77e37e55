import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { DialogHost } from '../../elements/dialog/dialog-host.js';
import { ShortcutsOverlay } from '../../elements/shortcuts-overlay/shortcuts-overlay.js';
import { showConfirm } from '../../elements/dialog/dialogs.js';
import { translate } from '../../elements/core/i18n.js';
import type { RouteDef } from '../routes.js';
import { $auth, client, logout } from '../session/session.js';
import { currentUrl } from '../session/router.js';
import { $forbiddenRoute } from '../session/start.js';
import { CommandPalette, usePaletteShortcut } from './command-palette.js';
import { Shell } from './shell.js';

let asking = false;

/** Asks whether to sign in as someone else (Cancel or Sign in); signing in signs out, remembering the page. */
async function offerSignIn(titleKey: string, textKey: string): Promise<void> {
  if (asking) return;
  asking = true;
  const signIn = await showConfirm({
    title: translate(`console:${titleKey}`),
    message: translate(`console:${textKey}`),
    ok: translate('console:access.sign-in'),
  }).finally(() => {
    asking = false;
  });
  if (signIn) await logout({ rememberUrl: currentUrl() });
}

/** The permission-forbidden dialog for 403 answers and the 'forbidden' dialog for a refused route (console-core §6, §8). */
function ForbiddenPrompts() {
  const forbiddenRoute = useStore($forbiddenRoute);
  useEffect(() => client.on('forbidden', () => void offerSignIn('access.permission-denied', 'access.permission-denied-text')), []);
  useEffect(() => {
    if (!forbiddenRoute) return;
    $forbiddenRoute.set(null);
    void offerSignIn('access.access-forbidden', 'access.access-forbidden-text');
  }, [forbiddenRoute]);
  return null;
}

/**
 * Everything a signed-in session adds, loaded only after sign-in so that the sign-in page stays light: the
 * shell around shell routes, the command palette and its shortcut, the keyboard shortcuts overlay (`?`), the forbidden dialogs and the dialog host.
 */
export default function SignedIn({ route, children }: { route: RouteDef; children: ReactNode }) {
  const auth = useStore($auth);
  usePaletteShortcut(!auth.forceFullscreen);
  return (
    <>
      {route.layout === 'shell' ? <Shell route={route}>{children}</Shell> : <div className="min-h-dvh bg-surface-sunken text-text">{children}</div>}
      <CommandPalette />
      <ForbiddenPrompts />
      <ShortcutsOverlay />
      <DialogHost />
    </>
  );
}
