import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { autoUpdate, flip, offset, shift, size, useFloating, useTransitionStyles } from '@floating-ui/react';
import { POPOVER_DEFAULTS, type PopoverPlacement, type PopoverTrigger } from '../../sdk/catalogues/ui.js';
import { useKitRoot } from '../core/kit-root.js';
import { isTopOverlay, pushOverlay, removeOverlay } from '../dialog/overlay-stack.js';
import { floatingPlacement, isEmptyContent, normalizeTriggers, originHidden, popoverAction, transformOrigin, type PopoverEvent } from './popover.logic.js';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The origin the popover points at (in an element: the default slot). */
  children?: ReactNode;
  /** What the popover shows; as an element, text given here or elements in `slot="content"`. Empty content never shows. */
  content?: ReactNode;
  /** One of the twelve placements (top, topLeft, topRight, right, rightTop, rightBottom, bottom, bottomLeft, bottomRight, left, leftTop, leftBottom); default top. */
  placement?: PopoverPlacement;
  /** hover (default), focus or click, or several (`"hover focus"`). */
  trigger?: PopoverTrigger | readonly PopoverTrigger[] | string;
  /** Seconds the pointer rests on the origin before a hover popover opens; default 0.15. */
  enterDelay?: number;
  /** Seconds before a hover popover closes once the pointer has left origin and panel; default 0.1. */
  leaveDelay?: number;
  /** Disables hiding on a click outside (on by default; never while another overlay lies above). */
  keepOnOutsideClick?: boolean;
  /** Shows the popover when given (controlled); the popover then only asks through `onOpenChange`. */
  open?: boolean;
  /** Accessible name of the panel; a click popover with a name is announced as a dialog. */
  label?: string;
  /** Called when a person's action opens or closes the popover. */
  onOpenChange?: (detail: { open: boolean }) => void;
}

const PANEL = 'max-h-[inherit] overflow-auto rounded-card border border-border bg-surface-raised px-3 py-2 text-base text-text shadow-popover';

function containsDeep(container: Element | null, node: Node | null): boolean {
  for (let n: Node | null = node; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) if (n === container) return true;
  return false;
}

/** The first element of the origin (the slotted one inside an element), which carries the ARIA state. */
function originElement(reference: Element | null): HTMLElement | null {
  const first = reference?.firstElementChild ?? null;
  const element = first instanceof HTMLSlotElement ? (first.assignedElements({ flatten: true })[0] ?? null) : first;
  return element instanceof HTMLElement ? element : null;
}

/** Whether an element has content for the named slot, read from the light DOM. */
function hostHasSlotted(host: HTMLElement | null, slot: string): boolean {
  if (!host) return false;
  return [...host.children].some((c) => c.getAttribute('slot') === slot && (c.children.length > 0 || !isEmptyContent(c.textContent)));
}

/**
 * A floating panel anchored to its origin: opens on hover (with enter and leave delays), focus or click,
 * scales and fades in 0.2 s, sits at z-index 1030 in the kit root, hides on a click outside unless another
 * overlay lies above, on Escape, and when less than half of its origin stays visible.
 */
export function Popover(props: PopoverProps) {
  const { children, content, placement, trigger, enterDelay, leaveDelay, keepOnOutsideClick = false, label, onOpenChange } = props;
  const { portalTarget, host } = useKitRoot();
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = props.open !== undefined;
  const slotted = content === undefined && host !== null;
  const empty = slotted ? !hostHasSlotted(host, 'content') : isEmptyContent(content);
  const open = (controlled ? props.open! : ownOpen) && !empty;
  const triggers = normalizeTriggers(trigger as string | readonly string[] | undefined);
  const overlayId = `popover${useId()}`;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [container, setContainer] = useState<Element | DocumentFragment>(portalTarget);

  const { refs, floatingStyles, context, elements, placement: finalPlacement } = useFloating({
    open,
    strategy: 'fixed',
    placement: floatingPlacement(placement),
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(8),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableWidth, availableHeight, elements: e }) {
          e.floating.style.maxWidth = `${Math.min(availableWidth, 480)}px`;
          e.floating.style.maxHeight = `${Math.max(availableHeight, 80)}px`;
        },
      }),
    ],
  });
  const { isMounted, styles: transition } = useTransitionStyles(context, {
    duration: POPOVER_DEFAULTS.animationS * 1000,
    initial: { opacity: 0, transform: 'scale(0.9)' },
    // Explicit rather than floating-ui's default of '' for each: Preact compares style values loosely, so
    // opacity '' after 0 would count as unchanged and the panel would stay invisible.
    open: { opacity: 1, transform: 'none' },
    common: { transformOrigin: transformOrigin(finalPlacement) },
  });

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(timer.current);
      if (!controlled) setOwnOpen(next);
      onOpenChange?.({ open: next });
    },
    [controlled, onOpenChange],
  );
  const openRef = useRef(open);
  openRef.current = open;
  const act = useCallback(
    (event: PopoverEvent) => {
      const action = popoverAction(triggers, event, openRef.current, { enterS: enterDelay, leaveS: leaveDelay });
      if (!action) return;
      clearTimeout(timer.current);
      if (action.kind === 'stay') return;
      const wanted = action.kind === 'open';
      if (wanted === openRef.current) return;
      if (action.delayMs === 0) setOpen(wanted);
      else timer.current = setTimeout(() => setOpen(wanted), action.delayMs);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the trigger list is compared by value
    [triggers.join(' '), enterDelay, leaveDelay, setOpen],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  // The origin's events come from native listeners: slotted light-DOM anchors never reach React's handlers.
  const reference = elements.domReference;
  const floating = elements.floating;
  useEffect(() => {
    if (!reference) return;
    const on: Array<[string, (e: Event) => void]> = [
      ['pointerenter', () => act('origin-enter')],
      ['pointerleave', () => act('origin-leave')],
      ['focusin', () => act('origin-focus')],
      ['focusout', (e) => !containsDeep(floating, (e as FocusEvent).relatedTarget as Node | null) && act('focus-out')],
      ['click', () => act('origin-click')],
    ];
    for (const [type, fn] of on) reference.addEventListener(type, fn);
    return () => on.forEach(([type, fn]) => reference.removeEventListener(type, fn));
  }, [reference, floating, act]);

  useEffect(() => {
    if (!open) return;
    pushOverlay(overlayId);
    const outside = (e: Event) => {
      const path = e.composedPath();
      if (keepOnOutsideClick || !isTopOverlay(overlayId) || (reference && path.includes(reference)) || (floating && path.includes(floating))) return;
      setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !isTopOverlay(overlayId)) return;
      e.preventDefault();
      const focusInside = floating !== null && e.composedPath().includes(floating);
      setOpen(false);
      if (focusInside) originElement(reference)?.focus();
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', escape, true);
    let observer: IntersectionObserver | undefined;
    if (reference && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => {
        const last = entries.at(-1);
        if (last && originHidden(last.intersectionRatio)) setOpen(false);
      }, { threshold: [0, POPOVER_DEFAULTS.visibilityThreshold, 1] });
      observer.observe(reference);
    }
    return () => {
      removeOverlay(overlayId);
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', escape, true);
      observer?.disconnect();
    };
  }, [open, overlayId, keepOnOutsideClick, reference, floating, setOpen]);

  // Inside a modal dialog the panel must share the dialog's top layer, so it renders there.
  useEffect(() => {
    setContainer((reference?.closest('dialog[open]') as Element | null) ?? portalTarget);
  }, [reference, portalTarget, open]);

  const isClick = triggers.includes('click');
  const role = isClick ? (label ? 'dialog' : undefined) : 'tooltip';
  const panelId = `${overlayId}-panel`;
  useEffect(() => {
    const anchor = originElement(reference);
    if (!anchor) return;
    if (isClick) anchor.setAttribute('aria-expanded', String(open));
    if (role === 'dialog') anchor.setAttribute('aria-haspopup', 'dialog');
    const described = role === 'tooltip' && open && floating?.getRootNode() === anchor.getRootNode();
    if (described) anchor.setAttribute('aria-describedby', panelId);
    return () => {
      if (described) anchor.removeAttribute('aria-describedby');
    };
  }, [reference, floating, isClick, role, open, panelId]);
  return (
    <>
      <span ref={refs.setReference} className="inline-flex max-w-full" part="origin">
        {host && children === undefined ? <slot /> : children}
      </span>
      {isMounted &&
        createPortal(
          <div
            ref={refs.setFloating}
            id={panelId}
            role={role}
            aria-label={label}
            part="panel"
            data-placement={finalPlacement}
            style={{ ...floatingStyles, zIndex: POPOVER_DEFAULTS.zIndex }}
            className="flex w-max"
            onPointerEnter={() => act('panel-enter')}
            onPointerLeave={() => act('panel-leave')}
            onBlur={(e) => !containsDeep(floating, e.relatedTarget) && !containsDeep(reference as Element | null, e.relatedTarget) && act('focus-out')}
          >
            <div style={transition} className={PANEL}>
              {slotted ? <slot name="content" /> : content}
            </div>
          </div>,
          container,
        )}
    </>
  );
}
