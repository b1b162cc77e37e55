// The rules of the custom widget sandbox, kept pure: which widget types can run, the frame's document,
// the data handed to `ctx`, and the shape check every message from a frame passes before the parent
// acts on it (protocol.md §7.3, shared-controls §7).
import type { Widget } from '../../model/dashboard.types.js';
import type { WidgetData, WidgetEntity } from '../widget-contract.js';
import { hasControllerScript, type CustomDescriptor } from './descriptor.logic.js';
import { MAX_FRAME_TEXT, TOAST_KINDS, type ToastKind } from './frame-limits.js';

import { MAX_STACK_TEXT, scriptPosition, type ScriptPosition } from './exception.logic.js';

export { customActionDescriptor, hasControllerScript, type CustomActionFields, type CustomDescriptor } from './descriptor.logic.js';
export { scriptPosition, widgetException, type ScriptPosition, type WidgetExceptionData } from './exception.logic.js';

/** Why a widget type cannot run in the sandbox, or null when it can. */
export type DescriptorIssue = { key: 'no-script' } | { key: 'resources'; urls: string };

/** The reason a descriptor cannot run: no script, or external resources the sandbox does not load. */
export function descriptorIssue(descriptor: CustomDescriptor): DescriptorIssue | null {
  if (!hasControllerScript(descriptor)) return { key: 'no-script' };
  const urls = (descriptor.resources ?? []).map((r) => r.url).filter((url) => url.trim() !== '');
  return urls.length ? { key: 'resources', urls: urls.join(', ') } : null;
}

/**
 * The policy of the frame's own document: its inline bootstrap and the widget's script may run, styles
 * inline, images and fonts from data and blob URLs, a worker from a blob URL (where function jobs run,
 * under the same policy); no requests, frames, forms or plugins.
 */
export const FRAME_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline' 'unsafe-eval'",
  'worker-src blob:',
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  "form-action 'none'",
].join('; ');

/** The page's look the frame copies so that a widget sits in its card. */
export interface FrameLook {
  colorScheme: 'light' | 'dark';
  color: string;
  fontFamily: string;
  /** Writing direction of the page around the widget. */
  direction: 'ltr' | 'rtl';
}

/** What the frame puts on its page before the script starts: the type's template and CSS, and the page's look. */
export interface FramePage extends FrameLook {
  html: string;
  css: string;
}

/** Text placed in a `<style>` or `<script>` element that cannot close it. */
export function rawText(text: string, tag: 'style' | 'script'): string {
  return text.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');
}

/**
 * The frame's document, the same for every widget: the frame policy, a transparent full-size page, the
 * bootstrap script and an empty `#container`; the template, CSS and look arrive with `init`. Served as
 * `srcdoc`, or by the server at the sandbox URL so that the page's own policy does not apply to it.
 */
export function frameShell(bootstrap: string): string {
  return '<!doctype html><html><head><meta charset="utf-8">'
    + `<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">`
    + '<style>html,body{margin:0;height:100%;overflow:hidden;background:transparent}#container{width:100%;height:100%;overflow:auto}</style>'
    + `<script>${rawText(bootstrap, 'script')}</script></head><body><div id="container"></div></body></html>`;
}

/** A CSS value without the characters that could end a declaration. */
function cssValue(value: string): string {
  return value.replace(/[<>;{}\\]/g, '');
}

/** The page a frame builds for a descriptor: its template and CSS as written, the look's values made safe for a declaration. */
export function framePage(descriptor: CustomDescriptor, look: FrameLook): FramePage {
  return {
    html: descriptor.templateHtml ?? '', css: descriptor.templateCss ?? '',
    colorScheme: look.colorScheme === 'dark' ? 'dark' : 'light', color: cssValue(look.color), fontFamily: cssValue(look.fontFamily),
    direction: look.direction === 'rtl' ? 'rtl' : 'ltr',
  };
}

/** A datasource as `ctx.datasources` holds it. */
export interface FrameDatasource {
  type: string;
  name: string;
  entityType?: string;
  entityId?: string;
  entityName?: string;
  entityLabel?: string;
}

/** A data key as `ctx.data[i].dataKey` holds it. */
export interface FrameDataKey {
  name: string;
  type: string;
  label: string;
  color?: string;
  units?: string;
  decimals?: number;
  settings: Record<string, unknown>;
}

/** One entry of `ctx.data`: a datasource, one of its keys and its points `[ts, value]`, oldest first. */
export interface FrameDataEntry {
  datasource: FrameDatasource;
  dataKey: FrameDataKey;
  data: Array<[number, unknown]>;
}

/** What `ctx.data`, `ctx.latestData` and `ctx.datasources` hold for some widget data. */
export interface FrameData {
  data: FrameDataEntry[];
  latestData: FrameDataEntry[];
  datasources: FrameDatasource[];
}

function datasourceOf(name: string, entity: WidgetEntity | undefined): FrameDatasource {
  if (!entity) return { type: 'function', name };
  return { type: 'entity', name, entityType: entity.entityType, entityId: entity.id, entityName: entity.name, entityLabel: entity.label };
}

function dataKeyOf(key: FrameDataKey & Record<string, unknown>, color?: string): FrameDataKey {
  const out: FrameDataKey = { name: key.name, type: key.type, label: key.label || key.name, settings: { ...(key.settings ?? {}) } };
  const keyColor = color ?? (typeof key.color === 'string' ? key.color : undefined);
  if (keyColor) out.color = keyColor;
  if (typeof key.units === 'string' && key.units) out.units = key.units;
  if (typeof key.decimals === 'number') out.decimals = key.decimals;
  return out;
}

/**
 * The widget data as ThingsBoard's `ctx` shapes it: time-series widgets get one `data` entry per series
 * (`[ts, value]` oldest first) and their latest keys in `latestData`; other widgets one `data` entry per
 * datasource and key with its latest value (none while no value arrived). Datasources in order, once each.
 */
export function frameData(widget: Pick<Widget, 'type'>, data: WidgetData): FrameData {
  const datasources = new Map<string, FrameDatasource>();
  const sourceOf = (name: string, entity: WidgetEntity | undefined) => {
    const id = entity ? `${entity.entityType}:${entity.id}` : `fn:${name}`;
    if (!datasources.has(id)) datasources.set(id, datasourceOf(name, entity));
    return datasources.get(id)!;
  };
  const latest = data.latest.flatMap((row) => row.cells.map((cell): FrameDataEntry => ({
    datasource: sourceOf(row.datasourceName, row.entity),
    dataKey: dataKeyOf(cell.key as FrameDataKey & Record<string, unknown>),
    data: cell.value === null ? [] : [[cell.ts ?? 0, cell.value]],
  })));
  const series = data.series.map((s): FrameDataEntry => ({
    datasource: sourceOf(s.entity?.name ?? s.key.label ?? s.key.name, s.entity),
    dataKey: dataKeyOf(s.key as FrameDataKey & Record<string, unknown>, s.color),
    data: s.ts.map((ts, i) => [ts, Number.isNaN(s.values[i]) ? null : s.values[i]]),
  }));
  const timeseries = widget.type === 'timeseries';
  return { data: timeseries ? series : latest, latestData: timeseries ? latest : [], datasources: [...datasources.values()] };
}

/** A lifecycle step or moment a widget script can fail in. */
export const FAILURE_PHASES = ['compile', 'init', 'data', 'resize', 'edit', 'destroy', 'runtime'] as const;

/** One of {@link FAILURE_PHASES}. */
export type FailurePhase = (typeof FAILURE_PHASES)[number];

export { MAX_FRAME_TEXT, TOAST_KINDS, type ToastKind } from './frame-limits.js';

/** A message a frame sends through its channel, after its shape was checked. */
export type FrameMessage =
  | { type: 'ready' }
  | ({ type: 'error'; phase: FailurePhase; name: string; message: string } & ScriptPosition)
  | { type: 'rpc'; id: number; oneWay: boolean; method: string; params: unknown; timeout?: number }
  | { type: 'state'; id: number; op: 'open' | 'update'; stateId: string; params: Record<string, unknown>; openRightLayout: boolean }
  | { type: 'params'; id: number }
  | { type: 'action'; id: number; sourceId: string; actionId?: string; entity?: WidgetEntity }
  | { type: 'toast'; kind: ToastKind; message: string; durationMs?: number };

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v.slice(0, MAX_FRAME_TEXT) : undefined);
const positive = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);

function entityOf(v: unknown): WidgetEntity | undefined {
  if (!isRecord(v) || typeof v.entityType !== 'string' || typeof v.id !== 'string') return undefined;
  return { entityType: v.entityType, id: v.id, name: text(v.name) ?? '', label: text(v.label) ?? '' };
}

function readError(m: Record<string, unknown>): FrameMessage | null {
  if (!(FAILURE_PHASES as readonly unknown[]).includes(m.phase)) return null;
  const position = scriptPosition(typeof m.stack === 'string' ? m.stack.slice(0, MAX_STACK_TEXT) : '');
  return { type: 'error', phase: m.phase as FailurePhase, name: text(m.name) || 'Error', message: text(m.message) ?? '', ...position };
}

function readRpc(m: Record<string, unknown>): FrameMessage | null {
  const method = text(m.method);
  if (!isId(m.id) || !method) return null;
  const timeout = positive(m.timeout);
  return { type: 'rpc', id: m.id, oneWay: m.oneWay === true, method, params: m.params ?? null, ...(timeout ? { timeout } : {}) };
}

function readState(m: Record<string, unknown>): FrameMessage | null {
  const stateId = text(m.stateId);
  if (!isId(m.id) || (m.op !== 'open' && m.op !== 'update') || !stateId) return null;
  return { type: 'state', id: m.id, op: m.op, stateId, params: isRecord(m.params) ? m.params : {}, openRightLayout: m.openRightLayout === true };
}

function readAction(m: Record<string, unknown>): FrameMessage | null {
  const sourceId = text(m.sourceId);
  if (!isId(m.id) || !sourceId) return null;
  const actionId = text(m.actionId);
  const entity = entityOf(m.entity);
  return { type: 'action', id: m.id, sourceId, ...(actionId ? { actionId } : {}), ...(entity ? { entity } : {}) };
}

function readToast(m: Record<string, unknown>): FrameMessage | null {
  const message = text(m.message);
  if (!(TOAST_KINDS as readonly unknown[]).includes(m.kind) || message === undefined) return null;
  const durationMs = positive(m.durationMs);
  return { type: 'toast', kind: m.kind as ToastKind, message, ...(durationMs ? { durationMs } : {}) };
}

/**
 * A frame's message when its shape is one the parent answers, else null: unknown types, missing or
 * wrong fields and request ids that are not positive integers are dropped; texts are cut to
 * {@link MAX_FRAME_TEXT} characters.
 */
export function readFrameMessage(raw: unknown): FrameMessage | null {
  if (!isRecord(raw)) return null;
  switch (raw.type) {
    case 'ready': return { type: 'ready' };
    case 'error': return readError(raw);
    case 'rpc': return readRpc(raw);
    case 'state': return readState(raw);
    case 'params': return isId(raw.id) ? { type: 'params', id: raw.id } : null;
    case 'action': return readAction(raw);
    case 'toast': return readToast(raw);
    default: return null;
  }
}

/**
 * The action a widget's configuration offers for opening (or updating) a state from its script, when the
 * page gives the view no state controller: the first action of any source whose type matches the
 * operation and whose target is that state. Undefined when the author configured none.
 */
export function stateAction(widget: Pick<Widget, 'config'>, op: 'open' | 'update', stateId: string): { sourceId: string; actionId: string } | undefined {
  const type = op === 'open' ? 'openDashboardState' : 'updateDashboardState';
  for (const [sourceId, actions] of Object.entries(widget.config.actions ?? {})) {
    const action = actions.find((a) => a.type === type && a.targetDashboardStateId === stateId);
    if (action) return { sourceId, actionId: action.id };
  }
  return undefined;
}

/** The entity named by state params (`entityId`, `entityName`, `entityLabel`), as an action's entity. */
export function paramsEntity(params: Record<string, unknown>): WidgetEntity | undefined {
  const id = params.entityId;
  if (!isRecord(id) || typeof id.entityType !== 'string' || typeof id.id !== 'string') return undefined;
  return { entityType: id.entityType, id: id.id, name: text(params.entityName) ?? '', label: text(params.entityLabel) ?? '' };
}

/** The message key of the card shown when a script fails in a phase. */
export function failureKey(phase: FailurePhase): string {
  if (phase === 'compile') return 'custom:failed.compile';
  if (phase === 'init') return 'custom:failed.init';
  if (phase === 'data') return 'custom:failed.data';
  return 'custom:failed.run';
}
