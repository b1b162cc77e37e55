// Rules of the control widgets (RPC button, switch, knob): what they send, how long they wait, how they read the
// device's answer, and how the knob's value moves with keys and turns. Code the author wrote in settings (a value
// parsing function) is never run: answers are read by the fixed rules below.
import type { Widget } from '../../model/dashboard.types.js';
import type { LatestRow } from '../widget-contract.js';
import { booleanSetting, numberSetting } from './layout.logic.js';

/** Milliseconds an RPC waits for the device when the `requestTimeout` setting is missing (the library's default). */
export const DEFAULT_RPC_TIMEOUT_MS = 5000;

/** The knob's dial: where its sweep starts and how far it turns, in degrees clockwise from up. */
export const KNOB_START_DEG = -135;
export const KNOB_SWEEP_DEG = 270;

/** Steps between the knob's minimum and maximum for one arrow key press; Page Up and Page Down move {@link KNOB_PAGE_STEPS} of them. */
export const KNOB_STEPS = 100;
export const KNOB_PAGE_STEPS = 10;

/** Whether the widget names a target device alias (the control widgets need one to send anything). */
export function hasTargetDevice(widget: Widget): boolean {
  return (widget.config.targetDeviceAliasIds ?? []).some((id) => typeof id === 'string' && id.trim() !== '');
}

/** The `requestTimeout` setting in ms (0 or more), else {@link DEFAULT_RPC_TIMEOUT_MS}. */
export function rpcTimeout(settings: Record<string, unknown>): number {
  const ms = numberSetting(settings, 'requestTimeout', DEFAULT_RPC_TIMEOUT_MS);
  return ms >= 0 ? ms : DEFAULT_RPC_TIMEOUT_MS;
}

/** The persistence settings of a control widget: `requestPersistent`, read back every `persistentPollingInterval` ms when positive. */
export function persistentRpc(settings: Record<string, unknown>): { persistent: boolean; pollMs?: number } {
  const persistent = booleanSetting(settings, 'requestPersistent', false);
  const pollMs = numberSetting(settings, 'persistentPollingInterval', 0);
  return pollMs > 0 ? { persistent, pollMs } : { persistent };
}

/** The parameters of the RPC button: the `methodParams` JSON text (empty is null), or an error when it is not JSON. */
export function rpcParams(text: unknown): { ok: true; params: unknown } | { ok: false } {
  if (text === undefined || text === null) return { ok: true, params: null };
  if (typeof text !== 'string') return { ok: true, params: text };
  if (!text.trim()) return { ok: true, params: null };
  try {
    return { ok: true, params: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The device's answer as one line of text: strings as they are, anything else as JSON; empty for no answer. */
export function answerText(answer: unknown): string {
  if (answer === undefined || answer === null || answer === '') return '';
  return typeof answer === 'string' ? answer : JSON.stringify(answer);
}

/** The text of an RPC failure: the server's message, else the thrown value as text. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : answerText(error);
}

/** Whether a switch state read from the device or a key is on: true, a non-zero number, "true", "on" or "1" (an object's `value` field counts). */
export function switchState(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && Number.isFinite(value);
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text.startsWith('{')) {
      try {
        return switchState((JSON.parse(text) as { value?: unknown }).value);
      } catch {
        return false;
      }
    }
    return text === 'true' || text === 'on' || text === '1';
  }
  if (value && typeof value === 'object' && 'value' in value) return switchState((value as { value: unknown }).value);
  return false;
}

/** The latest value of a key of the first row (the switch's state by attribute or time series), or undefined when none arrived. */
export function latestValueOf(rows: readonly LatestRow[], keyName: string): string | undefined {
  const cell = rows[0]?.cells.find((c) => c.key.name === keyName);
  return cell?.value ?? undefined;
}

/** A knob value: the answer as a number between min and max, or null when it is not a number. */
export function knobValue(answer: unknown, min: number, max: number): number | null {
  const raw = answer && typeof answer === 'object' && 'value' in answer ? (answer as { value: unknown }).value : answer;
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
  return Number.isFinite(number) ? clamp(number, min, max) : null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(min, max), Math.max(Math.min(min, max), value));
}

/** Rounds away floating-point noise of a step sum (to the step's precision, at most 10 decimals). */
function tidy(value: number, step: number): number {
  const decimals = Math.min(10, Math.max(0, -Math.floor(Math.log10(Math.abs(step) || 1)) + 1));
  return Number(value.toFixed(decimals));
}

/** The knob's value after a key: arrows Up and Right one step up, Down and Left one down, Page Up/Down ten steps, Home the minimum, End the maximum; null for other keys. */
export function knobKeyValue(key: string, value: number, min: number, max: number): number | null {
  const step = (max - min) / KNOB_STEPS;
  const moves: Record<string, number> = { ArrowUp: step, ArrowRight: step, ArrowDown: -step, ArrowLeft: -step, PageUp: step * KNOB_PAGE_STEPS, PageDown: -step * KNOB_PAGE_STEPS };
  if (key === 'Home') return min;
  if (key === 'End') return max;
  const move = moves[key];
  return move === undefined ? null : clamp(tidy(value + move, step), min, max);
}

/** The angle of the knob's pointer for a value, from {@link KNOB_START_DEG} over {@link KNOB_SWEEP_DEG}. */
export function knobAngle(value: number, min: number, max: number): number {
  const share = max > min ? (clamp(value, min, max) - min) / (max - min) : 0;
  return KNOB_START_DEG + share * KNOB_SWEEP_DEG;
}

/** The value a pointer at (dx, dy) from the knob's centre points to (y grows downwards), snapped to a step; the dead zone at the bottom goes to the nearer end. */
export function knobValueAt(dx: number, dy: number, min: number, max: number): number {
  let angle = (Math.atan2(dx, -dy) * 180) / Math.PI;
  if (angle < KNOB_START_DEG) angle += 360;
  const end = KNOB_START_DEG + KNOB_SWEEP_DEG;
  if (angle > end) angle = angle - end < 360 + KNOB_START_DEG - angle ? end : KNOB_START_DEG;
  const share = (angle - KNOB_START_DEG) / KNOB_SWEEP_DEG;
  const step = (max - min) / KNOB_STEPS;
  return clamp(tidy(min + Math.round((share * (max - min)) / (step || 1)) * step, step), min, max);
}
