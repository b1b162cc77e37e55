import { createRoot } from 'react-dom/client';
import { adoptKitStyles } from '../core/stylesheet.js';
import { KitRootProvider } from '../core/kit-root.js';
import { $dialogHosts, DialogHost } from './dialog-host.js';
import { requestDialog, type AlertOptions, type ConfirmOptions } from './dialog.store.js';

let fallbackMounted = false;

/** On a page that mounts no dialog host, mounts one in its own shadow root at the end of the body. */
function ensureDialogHost(): void {
  if (fallbackMounted || $dialogHosts.get().length > 0 || typeof document === 'undefined') return;
  fallbackMounted = true;
  const holder = document.createElement('div');
  holder.setAttribute('data-tb-dialog-host', '');
  document.body.append(holder);
  const shadow = holder.attachShadow({ mode: 'open' });
  adoptKitStyles(shadow);
  createRoot(shadow).render(
    <KitRootProvider value={{ portalTarget: shadow, host: null }}>
      <DialogHost fallback />
    </KitRootProvider>,
  );
}

/** Shows an alert dialog (title, message, OK) and resolves when it closes. */
export async function showAlert(options: AlertOptions): Promise<void> {
  const answer = requestDialog('alert', options);
  ensureDialogHost();
  await answer;
}

/** Shows a confirm dialog (title, message, Cancel and OK) and resolves true for OK, false otherwise. */
export function showConfirm(options: ConfirmOptions): Promise<boolean> {
  const answer = requestDialog('confirm', options);
  ensureDialogHost();
  return answer;
}
