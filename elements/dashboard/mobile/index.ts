// What a mobile webview page uses to run the mobile actions of a `tb-dashboard` it shows (exported by the
// dashboard entry): the action's functions run in a sandboxed frame at the end of the page's body, and
// the app is asked only for data. Loaded on the first action.
import type { FunctionSandbox } from '../runtime/function-sandbox.js';
import type { MobileActionDetail, MobileActionHost, MobileActionReport } from './mobile-actions.js';

export type { MobileActionDetail, MobileActionHost, MobileActionReport, FunctionTrouble } from './mobile-actions.js';
export type { ActionEntity, AppAnswer, MobileFunctionField } from './mobile-actions.logic.js';
export { stateParamAfter } from './state-param.logic.js';
export type { CallContext, ContextRequest } from '../runtime/function-sandbox.logic.js';

/** Options of {@link createMobileActions}: the host's part, the sandbox made here unless given. */
export type MobileActionsOptions = Omit<MobileActionHost, 'sandbox'> & { sandbox?: MobileActionHost['sandbox'] };

/** Runs mobile actions for a page. */
export interface MobileActions {
  /** Runs the mobile action of a `tb-widget-action` event's detail. */
  run(detail: MobileActionDetail): Promise<MobileActionReport>;
}

/** Mobile actions for a page: one function sandbox for all of them, made on the first action. */
export function createMobileActions(options: MobileActionsOptions): MobileActions {
  let sandbox: Pick<FunctionSandbox, 'call'> | undefined = options.sandbox;
  return {
    async run(detail) {
      const [{ runMobileAction }, { createFunctionSandbox, pageFrameContainer }] = await Promise.all([import('./mobile-actions.js'), import('../runtime/function-sandbox.js')]);
      sandbox ??= createFunctionSandbox({ container: pageFrameContainer });
      return runMobileAction(detail, { ...options, sandbox });
    },
  };
}
