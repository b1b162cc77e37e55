// The rules of a widget's mobile action (`mobileAction`, protocol.md §7.2) as ThingsBoard 3.4 runs it: the
// page first calls the action's get-function for the data the app needs (map actions a latitude and
// longitude, a phone call a number), asks the app with that data only, and then calls one function on the
// app's answer: the error function when the app failed, the empty-result function when it gave nothing
// (the user cancelled), else the type's process function with the result. Every function is called with
// `$event, widgetContext, entityId, entityName, additionalParams, entityLabel` after its own first
// arguments. Pure.
import { WIDGET_MOBILE_ACTION_TYPES, type WidgetMobileActionType } from '../../../sdk/catalogues/widgets.js';

/** The arguments every mobile action function ends with. */
export const ACTION_ARGS = ['$event', 'widgetContext', 'entityId', 'entityName', 'additionalParams', 'entityLabel'] as const;

/** The argument names of each function field of a mobile action. */
export const MOBILE_FUNCTION_ARGS = {
  getLocationFunction: ACTION_ARGS,
  getPhoneNumberFunction: ACTION_ARGS,
  processImageFunction: ['imageUrl', ...ACTION_ARGS],
  processQrCodeFunction: ['code', 'format', ...ACTION_ARGS],
  processLocationFunction: ['latitude', 'longitude', ...ACTION_ARGS],
  processLaunchResultFunction: ['launched', ...ACTION_ARGS],
  handleEmptyResultFunction: ACTION_ARGS,
  handleErrorFunction: ['error', ...ACTION_ARGS],
} as const satisfies Record<string, readonly string[]>;

/** A function field of a mobile action. */
export type MobileFunctionField = keyof typeof MOBILE_FUNCTION_ARGS;

const IMAGE_TYPES: ReadonlySet<string> = new Set(['takePictureFromGallery', 'takePhoto', 'takeScreenshot']);
const MAP_TYPES: ReadonlySet<string> = new Set(['mapDirection', 'mapLocation']);

/** Whether a value is one of the mobile action types. */
export function isMobileActionType(value: unknown): value is WidgetMobileActionType {
  return (WIDGET_MOBILE_ACTION_TYPES as readonly unknown[]).includes(value);
}

/** The function asked for the app's data first: map actions' location, a phone call's number; null for the others. */
export function argumentsFunction(type: WidgetMobileActionType): 'getLocationFunction' | 'getPhoneNumberFunction' | null {
  if (MAP_TYPES.has(type)) return 'getLocationFunction';
  return type === 'makePhoneCall' ? 'getPhoneNumberFunction' : null;
}

/** The function called with the app's result: the image, the code, the location or whether the app launched. */
export function resultFunction(type: WidgetMobileActionType): MobileFunctionField {
  if (IMAGE_TYPES.has(type)) return 'processImageFunction';
  if (type === 'scanQrCode') return 'processQrCodeFunction';
  if (type === 'getLocation') return 'processLocationFunction';
  return 'processLaunchResultFunction';
}

/** The function fields of a mobile action type, in the order the action editor shows them. */
export function mobileFunctionFields(type: WidgetMobileActionType): MobileFunctionField[] {
  const first = argumentsFunction(type);
  return [...(first ? [first] : []), resultFunction(type), 'handleEmptyResultFunction', 'handleErrorFunction'];
}

/** What the app is sent, or why the get-function's value cannot be sent. */
export type AppRequest = { ok: true; params: Record<string, unknown> } | { ok: false; error: string };

/**
 * The data the app gets for an action: `{latitude, longitude}` from a map action's `[latitude, longitude]`
 * pair of numbers, `{phoneNumber}` from a phone call's number (any value but null), nothing for the
 * others. A get-function value of another shape is an error.
 */
export function appRequest(type: WidgetMobileActionType, value: unknown): AppRequest {
  if (MAP_TYPES.has(type)) {
    const pair = Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));
    return pair ? { ok: true, params: { latitude: value[0], longitude: value[1] } } : { ok: false, error: 'The location function did not return a [latitude, longitude] pair of numbers.' };
  }
  if (type === 'makePhoneCall') {
    const usable = value !== null && value !== undefined && String(value).trim() !== '';
    return usable ? { ok: true, params: { phoneNumber: String(value) } } : { ok: false, error: 'The phone number function did not return a number.' };
  }
  return { ok: true, params: {} };
}

/** The app's answer to a mobile action, as the bridge carries it. */
export interface AppAnswer {
  ok: boolean;
  value?: unknown;
  error?: unknown;
}

/** What happened on the app's side: it failed, gave nothing, or gave a result (the process function's first arguments). */
export type AppOutcome = { kind: 'error'; error: string } | { kind: 'empty' } | { kind: 'result'; values: unknown[] };

const field = (value: unknown, name: string): unknown => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The app's answer read for a type: a failure is an error (its text, else a generic one); no value is an
 * empty result; a result must carry the type's fields — `imageUrl` (image types), `code` and `format`
 * (QR code), numeric `latitude` and `longitude` (location), `launched` (map and phone actions; a bare
 * boolean too) — else it is an error.
 */
export function appOutcome(type: WidgetMobileActionType, answer: AppAnswer): AppOutcome {
  if (!answer.ok) return { kind: 'error', error: typeof answer.error === 'string' && answer.error ? answer.error : 'The app reported a failure.' };
  const value = answer.value;
  if (value === null || value === undefined) return { kind: 'empty' };
  const wrong = (what: string): AppOutcome => ({ kind: 'error', error: `The app's answer has no ${what}.` });
  if (IMAGE_TYPES.has(type)) return typeof field(value, 'imageUrl') === 'string' ? { kind: 'result', values: [field(value, 'imageUrl')] } : wrong('imageUrl');
  if (type === 'scanQrCode') {
    const code = field(value, 'code');
    return typeof code === 'string' ? { kind: 'result', values: [code, field(value, 'format') ?? null] } : wrong('code');
  }
  if (type === 'getLocation') {
    const [latitude, longitude] = [field(value, 'latitude'), field(value, 'longitude')];
    return isNumber(latitude) && isNumber(longitude) ? { kind: 'result', values: [latitude, longitude] } : wrong('latitude and longitude');
  }
  const launched = typeof value === 'boolean' ? value : field(value, 'launched');
  return typeof launched === 'boolean' ? { kind: 'result', values: [launched] } : wrong('launched');
}

/** The function that handles an outcome of a type, and the arguments it starts with. */
export function outcomeCall(type: WidgetMobileActionType, outcome: AppOutcome): { field: MobileFunctionField; first: unknown[] } {
  if (outcome.kind === 'error') return { field: 'handleErrorFunction', first: [outcome.error] };
  if (outcome.kind === 'empty') return { field: 'handleEmptyResultFunction', first: [] };
  return { field: resultFunction(type), first: outcome.values };
}

/** The entity an action applies to, as its functions get it. */
export interface ActionEntity {
  entityType: string;
  id: string;
  name?: string;
  label?: string;
}

/**
 * The arguments a function field is called with: its own first ones, then `$event` (null: the click does
 * not cross into the sandbox), `widgetContext` (filled in by the sandbox, at the index returned), the
 * entity's id `{entityType, id}`, name and label (null without an entity), and `additionalParams` (null).
 */
export function functionArguments(first: readonly unknown[], entity: ActionEntity | undefined): { values: unknown[]; contextAt: number } {
  const entityId = entity ? { entityType: entity.entityType, id: entity.id } : null;
  const values = [...first, null, null, entityId, entity?.name ?? null, null, entity?.label || null];
  return { values, contextAt: first.length + 1 };
}

/** A function field's source, or null when the action leaves it empty. */
export function functionBody(action: Record<string, unknown>, name: MobileFunctionField): string | null {
  const body = action[name];
  return typeof body === 'string' && body.trim() ? body : null;
}
