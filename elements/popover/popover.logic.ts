import type { Placement } from '@floating-ui/react';
import { POPOVER_DEFAULTS, POPOVER_PLACEMENTS, POPOVER_TRIGGERS, type PopoverTrigger } from '../../sdk/catalogues/ui.js';

/** Hover delays in seconds when none are given: a short pause before opening, a shorter one before closing. */
export const DEFAULT_HOVER_DELAYS_S = { enter: 0.15, leave: 0.1 } as const;

const SIDE: Record<string, string> = { top: 'top', right: 'right', bottom: 'bottom', left: 'left' };
const ALIGN: Record<string, string> = { Left: '-start', Top: '-start', Right: '-end', Bottom: '-end' };

/**
 * The floating-ui placement of one of the twelve spec placements: `topLeft` → `top-start`, `rightBottom` →
 * `right-end`. Alignment is logical, so `topLeft` aligns to the right edge in right-to-left layouts.
 */
export function floatingPlacement(placement: string | undefined): Placement {
  const known = (POPOVER_PLACEMENTS as readonly string[]).includes(placement ?? '') ? placement! : POPOVER_DEFAULTS.placement;
  const match = /^(top|right|bottom|left)(Left|Right|Top|Bottom)?$/.exec(known)!;
  return `${SIDE[match[1]!]}${match[2] ? ALIGN[match[2]] : ''}` as Placement;
}

/** The triggers asked for (a list, or a space or comma separated string); unknown names are dropped, none gives hover. */
export function normalizeTriggers(trigger: string | readonly string[] | undefined): PopoverTrigger[] {
  const names = typeof trigger === 'string' ? trigger.split(/[\s,]+/) : (trigger ?? []);
  const known = names.filter((n): n is PopoverTrigger => (POPOVER_TRIGGERS as readonly string[]).includes(n));
  return known.length > 0 ? [...new Set(known)] : [POPOVER_DEFAULTS.trigger];
}

/** Something that happened on the origin or on the open panel. */
export type PopoverEvent = 'origin-enter' | 'origin-leave' | 'panel-enter' | 'panel-leave' | 'origin-focus' | 'focus-out' | 'origin-click';

/** What a popover does next: open or close after a delay in ms, stay (cancel what is pending), or nothing. */
export type PopoverAction = { kind: 'open' | 'close'; delayMs: number } | { kind: 'stay' } | null;

/** How the enabled triggers answer an event; hover enter and leave wait their delays (seconds). */
export function popoverAction(
  triggers: readonly PopoverTrigger[],
  event: PopoverEvent,
  open: boolean,
  delays: { enterS?: number; leaveS?: number } = {},
): PopoverAction {
  const ms = (s: number | undefined, fallback: number) => Math.max(0, (s ?? fallback) * 1000);
  const hover = triggers.includes('hover');
  switch (event) {
    case 'origin-enter':
      return hover ? { kind: 'open', delayMs: ms(delays.enterS, DEFAULT_HOVER_DELAYS_S.enter) } : null;
    case 'origin-leave':
    case 'panel-leave':
      return hover && open ? { kind: 'close', delayMs: ms(delays.leaveS, DEFAULT_HOVER_DELAYS_S.leave) } : null;
    case 'panel-enter':
      return hover && open ? { kind: 'stay' } : null;
    case 'origin-focus':
      return triggers.includes('focus') ? { kind: 'open', delayMs: 0 } : null;
    case 'focus-out':
      return triggers.includes('focus') && open ? { kind: 'close', delayMs: 0 } : null;
    case 'origin-click':
      if (!triggers.includes('click')) return null;
      return { kind: open ? 'close' : 'open', delayMs: 0 };
  }
}

/** A popover hides when less than the threshold (0.5) of its origin is visible. */
export function originHidden(visibleRatio: number, threshold: number = POPOVER_DEFAULTS.visibilityThreshold): boolean {
  return visibleRatio < threshold;
}

/** Content that shows nothing: missing, false, or only white space. */
export function isEmptyContent(content: unknown): boolean {
  return content === undefined || content === null || content === false || (typeof content === 'string' && content.trim() === '');
}

/** The side the panel grows from, for its scale animation. */
export function transformOrigin(placement: Placement): string {
  const side = placement.split('-')[0];
  return { top: 'bottom', bottom: 'top', left: 'right', right: 'left' }[side ?? 'top'] ?? 'bottom';
}
