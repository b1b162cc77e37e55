import { MOBILE_HANDLERS, mobileDashboardAddress, readMobileMessage } from './mobile-app.logic.js';

/** The part of the mobile app's web view bridge (`window.flutter_inappwebview`) the console uses. */
interface MobileChannel {
  callHandler(name: string, ...args: unknown[]): unknown;
}

function channel(): MobileChannel | null {
  const bridge = (globalThis as { flutter_inappwebview?: MobileChannel }).flutter_inappwebview;
  return bridge && typeof bridge.callHandler === 'function' ? bridge : null;
}

/** Whether the console runs in the mobile app's web view. */
export function inMobileApp(): boolean {
  return channel() !== null;
}

/** Calls a handler of the mobile app's web view; nothing outside the app. */
export function tellMobileApp(handler: (typeof MOBILE_HANDLERS)[keyof typeof MOBILE_HANDLERS], ...args: unknown[]): void {
  void channel()?.callHandler(handler, ...args);
}

/** What the bridge does with the app's messages. */
export interface MobileBridgeActions {
  /** Opens an address in place of the current one. */
  open: (url: string) => void;
  /** Signs in with the token pair the app hands over (and loads the user). */
  signIn: (tokens: { token: string; refreshToken: string }) => Promise<unknown>;
}

/**
 * Listens to the mobile app's messages (ThingsBoard's window-message protocol): `reloadUserMessage` signs in
 * with its tokens, `openDashboardMessage` opens the fullscreen dashboard once any such sign-in finished; tells
 * the app the console is ready. Answers the function that stops listening; outside the app it does nothing.
 */
export function installMobileBridge(actions: MobileBridgeActions, now: () => number = Date.now): () => void {
  if (!channel()) return () => undefined;
  let last: string | null = null;
  let signingIn: Promise<unknown> = Promise.resolve();
  const listener = (event: MessageEvent) => {
    const message = readMobileMessage(event.data);
    if (message?.type === 'reloadUserMessage') {
      signingIn = actions.signIn({ token: message.data.accessToken, refreshToken: message.data.refreshToken }).catch(() => undefined);
    } else if (message?.type === 'openDashboardMessage') {
      const { data } = message;
      void signingIn.then(() => {
        actions.open(mobileDashboardAddress(data, last, now()));
        last = data.dashboardId;
      });
    }
  };
  window.addEventListener('message', listener);
  tellMobileApp(MOBILE_HANDLERS.ready);
  return () => window.removeEventListener('message', listener);
}
