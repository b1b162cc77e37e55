import { TOAST_DEFAULTS, TOAST_TYPES, type ToastType } from '../../sdk/catalogues/ui.js';

/** Where a toast appears: vertical edge, then the inline position (start and end follow the writing direction). */
export type ToastPosition = `${'top' | 'bottom'}-${'start' | 'center' | 'end'}`;

/** What a caller asks for when showing a toast. */
export interface ToastOptions {
  /** The text shown. */
  message: string;
  /** error, warn, success or info; default info. */
  type?: ToastType;
  /** How long the toast stays, in ms; default 1000. */
  durationMs?: number;
  /** The toast host it appears in: `root` (default, the page) or the id of a panel's host. */
  target?: string;
  /** Where it appears; default bottom-start (bottom-left in left-to-right layouts). `left`/`right` are read as start/end. */
  position?: ToastPosition | `${'top' | 'bottom'}-${'left' | 'right'}`;
}

/** A toast as it is kept and shown. */
export interface ToastRequest {
  message: string;
  type: ToastType;
  durationMs: number;
  target: string;
  position: ToastPosition;
}

/** The default position: the spec's bottom-left, written logically. */
export const DEFAULT_TOAST_POSITION: ToastPosition = `${TOAST_DEFAULTS.verticalPosition}-start`;

/** Fills in the defaults of {@link TOAST_DEFAULTS} and reads `left`/`right` as `start`/`end`. */
export function normalizeToast(options: ToastOptions): ToastRequest {
  const type = options.type && (TOAST_TYPES as readonly string[]).includes(options.type) ? options.type : 'info';
  const duration = options.durationMs;
  return {
    message: options.message,
    type,
    durationMs: duration !== undefined && Number.isFinite(duration) && duration >= 0 ? duration : TOAST_DEFAULTS.durationMs,
    target: options.target || TOAST_DEFAULTS.target,
    position: normalizePosition(options.position),
  };
}

/** A position with `left`/`right` mapped to `start`/`end`; anything unknown gives the default. */
export function normalizePosition(position: string | undefined): ToastPosition {
  const match = /^(top|bottom)-(start|center|end|left|right)$/.exec(position ?? '');
  if (!match) return DEFAULT_TOAST_POSITION;
  const inline = match[2] === 'left' ? 'start' : match[2] === 'right' ? 'end' : match[2];
  return `${match[1]}-${inline}` as ToastPosition;
}

/** A toast with the same message and type as the one showing is not shown again. */
export function isDuplicate(showing: Pick<ToastRequest, 'message' | 'type'> | undefined, next: Pick<ToastRequest, 'message' | 'type'>): boolean {
  return showing !== undefined && showing.message === next.message && showing.type === next.type;
}

/** Whether a target names a panel rather than the page. */
export function isPanelTarget(target: string): boolean {
  return target !== TOAST_DEFAULTS.target;
}

/** Time until a toast dismisses itself: its duration, plus 500 ms in a panel. */
export function dismissDelayMs(toast: Pick<ToastRequest, 'durationMs' | 'target'>): number {
  return toast.durationMs + (isPanelTarget(toast.target) ? TOAST_DEFAULTS.panelDismissExtraMs : 0);
}

/** Errors interrupt (role alert, assertive); every other type is a polite status message. */
export function toastRole(type: ToastType): 'alert' | 'status' {
  return type === 'error' ? 'alert' : 'status';
}

/** A box on screen in px, as `getBoundingClientRect()` measures it. */
export interface ScreenBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The least visible width and height of an element its toasts sit in; a smaller visible part puts them in the window. */
export const MIN_TOAST_BOX_PX = { width: 200, height: 96 } as const;

/**
 * Where the toasts of an element go: the part of its box inside the window, or the whole window when too
 * little of it shows for a toast (scrolled away, or a thin strip at an edge).
 */
export function visibleToastBox(rect: ScreenBox, viewport: { width: number; height: number }): ScreenBox {
  const left = Math.max(0, rect.left);
  const top = Math.max(0, rect.top);
  const width = Math.min(viewport.width, rect.left + rect.width) - left;
  const height = Math.min(viewport.height, rect.top + rect.height) - top;
  if (width < MIN_TOAST_BOX_PX.width || height < MIN_TOAST_BOX_PX.height) return { top: 0, left: 0, ...viewport };
  return { top, left, width, height };
}

/** The kit's gap between a toast and the edge of the box it sits in (4 spacing steps), as a CSS length. */
const TOAST_GAP = 'var(--spacing) * 4';

/**
 * Inline offsets that put a window-fixed toast at its position within a box on screen: the gap from the
 * box's edge, start and end following the writing direction, a centred toast between the box's edges.
 * Physical, because the box is measured on screen; its width also caps the toast's.
 */
export function boxedToastStyle(position: ToastPosition, box: ScreenBox, viewport: { width: number; height: number }, rtl: boolean): Record<string, string> {
  const [vertical, inline] = position.split('-') as ['top' | 'bottom', 'start' | 'center' | 'end'];
  const fromLeft = box.left;
  const fromRight = viewport.width - box.left - box.width;
  const gap = (px: number) => `calc(${px}px + ${TOAST_GAP})`;
  const style: Record<string, string> = vertical === 'top'
    ? { top: gap(box.top), bottom: 'auto' }
    : { top: 'auto', bottom: gap(viewport.height - box.top - box.height) };
  if (inline === 'center') Object.assign(style, { left: `${fromLeft}px`, right: `${fromRight}px` });
  else if ((inline === 'start') !== rtl) Object.assign(style, { left: gap(fromLeft), right: 'auto' });
  else Object.assign(style, { left: 'auto', right: gap(fromRight) });
  style.maxWidth = `min(calc(${box.width}px - ${TOAST_GAP} * 2), calc(var(--spacing) * 140))`;
  return style;
}
