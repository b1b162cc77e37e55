// Runs a widget's mobile action on the page (mobile-actions.logic.ts): its functions in the function
// sandbox, the app asked with data only, the app's answer handed to the function that handles it.
import type { WidgetMobileActionType } from '../../../sdk/catalogues/widgets.js';
import type { WidgetAction } from '../model/dashboard.types.js';
import { FUNCTION_TIMEOUT_MS, FunctionFailure, type CallContext, type ContextRequest } from '../runtime/function-sandbox.logic.js';
import type { FunctionSandbox } from '../runtime/function-sandbox.js';
import {
  appOutcome, appRequest, argumentsFunction, functionArguments, functionBody, isMobileActionType, MOBILE_FUNCTION_ARGS, outcomeCall,
  type ActionEntity, type AppAnswer, type AppOutcome, type AppRequest, type MobileFunctionField,
} from './mobile-actions.logic.js';

/** What the page does for a mobile action. */
export interface MobileActionHost {
  /** Runs the action's functions. */
  sandbox: Pick<FunctionSandbox, 'call'>;
  /** Asks the app to perform the action with the data it needs; resolves the app's answer, rejects when it gives none. */
  askApp: (type: WidgetMobileActionType, params: Record<string, unknown>, entity?: ActionEntity) => Promise<AppAnswer>;
  /** What a function's `widgetContext` asks of the page: a toast, a state change. */
  onContext?: (request: ContextRequest) => void;
  /** What a function's `widgetContext` holds: the widget's title, the state params. */
  context?: () => CallContext;
}

/** A function of the action that failed while it ran. */
export interface FunctionTrouble {
  field: MobileFunctionField;
  name: string;
  message: string;
}

/** What running a mobile action came to. */
export type MobileActionReport =
  | { kind: 'unknown'; type: string }
  | {
      kind: 'done';
      type: WidgetMobileActionType;
      /** What the app (or the get-function before it) came to. */
      outcome: AppOutcome['kind'];
      /** The error the error function was given. */
      error?: string;
      /** The function that handled the outcome; null when the action has none for it. */
      handledBy: MobileFunctionField | null;
      /** A function that failed (the get-function's failure is the `error` instead). */
      trouble?: FunctionTrouble;
    };

/** The part of a `tb-widget-action` event's detail a mobile action needs. */
export interface MobileActionDetail {
  action: WidgetAction;
  entity?: ActionEntity;
}

type Called = { ran: false } | { ran: true; value: unknown } | { ran: true; failure: { name: string; message: string } };

function describe(error: unknown): { name: string; message: string } {
  if (!(error instanceof FunctionFailure)) return { name: 'Error', message: String(error) };
  if (error.kind === 'timeout') return { name: 'TimeoutError', message: `it ran longer than ${FUNCTION_TIMEOUT_MS / 1000} s` };
  return { name: error.errorName, message: error.message };
}

/**
 * Runs a mobile action: its get-function (map actions, phone call) for the data the app gets, the app
 * asked, then the error, empty-result or process function on the answer. A get-function that is missing,
 * fails or returns data of the wrong shape makes the outcome an error, handled by the error function.
 */
export async function runMobileAction(detail: MobileActionDetail, host: MobileActionHost): Promise<MobileActionReport> {
  const mobile = (detail.action.mobileAction ?? {}) as Record<string, unknown>;
  const type = mobile.type;
  if (!isMobileActionType(type)) return { kind: 'unknown', type: typeof type === 'string' ? type : '' };
  const call = async (field: MobileFunctionField, first: unknown[]): Promise<Called> => {
    const body = functionBody(mobile, field);
    if (!body) return { ran: false };
    const { values, contextAt } = functionArguments(first, detail.entity);
    try {
      return { ran: true, value: await host.sandbox.call({ args: MOBILE_FUNCTION_ARGS[field], body, values, contextAt, context: host.context?.() ?? {} }, host.onContext) };
    } catch (error) {
      return { ran: true, failure: describe(error) };
    }
  };

  let request: AppRequest = { ok: true, params: {} };
  const getter = argumentsFunction(type);
  if (getter) {
    const got = await call(getter, []);
    if (!got.ran) request = { ok: false, error: `The action has no ${getter}.` };
    else if ('failure' in got) request = { ok: false, error: `The ${getter} failed: ${got.failure.name}: ${got.failure.message}` };
    else request = appRequest(type, got.value);
  }
  let outcome: AppOutcome;
  if (!request.ok) {
    outcome = { kind: 'error', error: request.error };
  } else {
    const answer = await host.askApp(type, request.params, detail.entity).catch((error: unknown): AppAnswer => ({ ok: false, error: error instanceof Error ? error.message : String(error) }));
    outcome = appOutcome(type, answer);
  }
  const { field, first } = outcomeCall(type, outcome);
  const handled = await call(field, first);
  return {
    kind: 'done', type, outcome: outcome.kind, handledBy: handled.ran ? field : null,
    ...(outcome.kind === 'error' ? { error: outcome.error } : {}),
    ...(handled.ran && 'failure' in handled ? { trouble: { field, ...handled.failure } } : {}),
  };
}
