import { useCallback, useLayoutEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { mdiAlert, mdiAlertCircle, mdiCheckCircle, mdiClose, mdiInformation } from '@mdi/js';
import { TOAST_DEFAULTS, type ToastType } from '../../sdk/catalogues/ui.js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { useKitRoot } from '../core/kit-root.js';
import { boxedToastStyle, isPanelTarget, toastRole, visibleToastBox, type ScreenBox, type ToastPosition } from './toast.logic.js';
import { $toasts, closeToast, holdToast, releaseToast, type Toast } from './toast.store.js';

/** Props of {@link ToastHost}. */
export interface ToastHostProps {
  /** Which toasts it shows: `root` (default, fixed to the window) or a panel's id (placed over its positioned container). */
  target?: string;
  /**
   * An element whose toasts these are (an embedded dashboard): they show over the part of its box inside the
   * window, in the top layer above its dialogs. Without it, root toasts are fixed to the window and a panel's
   * are placed over its positioned container.
   */
  boundary?: Element | null;
}

const LOOK: Record<ToastType, { icon: string; edge: string; tint: string }> = {
  error: { icon: mdiAlertCircle, edge: 'border-s-danger', tint: 'text-danger' },
  warn: { icon: mdiAlert, edge: 'border-s-warning', tint: 'text-warning' },
  success: { icon: mdiCheckCircle, edge: 'border-s-success', tint: 'text-success' },
  info: { icon: mdiInformation, edge: 'border-s-info', tint: 'text-info' },
};

const PLACE: Record<ToastPosition, string> = {
  'top-start': 'top-4 bottom-auto start-4 end-auto',
  'top-center': 'top-4 bottom-auto inset-x-0 mx-auto',
  'top-end': 'top-4 bottom-auto start-auto end-4',
  'bottom-start': 'top-auto bottom-4 start-4 end-auto',
  'bottom-center': 'top-auto bottom-4 inset-x-0 mx-auto',
  'bottom-end': 'top-auto bottom-4 start-auto end-4',
};

/** Shows a toast in the browser's top layer (above open dialogs) once it is in the document. */
function raise(node: HTMLElement | null): void {
  if (node?.isConnected && typeof node.showPopover === 'function' && !node.matches(':popover-open')) node.showPopover();
}

/** How a toast is placed: `top` in the browser's top layer, fixed to the window; `inside` over its positioned container. */
type ToastLayer = 'top' | 'inside';

function ToastItem({ toast, layer, placement }: { toast: Toast; layer: ToastLayer; placement?: CSSProperties }) {
  const t = useTranslate();
  const look = LOOK[toast.type];
  const hold = useCallback(() => holdToast(toast.id), [toast.id]);
  const release = useCallback(() => releaseToast(toast.id), [toast.id]);
  return (
    <div
      ref={layer === 'top' ? raise : undefined}
      popover={layer === 'top' ? 'manual' : undefined}
      role={toastRole(toast.type)}
      aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
      data-type={toast.type}
      data-position={toast.position}
      style={placement}
      part="toast"
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
      className={`${layer === 'top' ? 'fixed' : 'absolute'} ${PLACE[toast.position]} m-0 flex w-max max-w-[calc(100%-2rem)] items-start gap-3 overflow-visible rounded-card border border-s-4 border-border ${look.edge} bg-surface-raised py-2.5 ps-3 pe-1.5 text-base text-text shadow-popover transition-[opacity,translate] duration-100 ease-out sm:max-w-[35rem] starting:translate-y-2 starting:opacity-0 ${toast.closing ? 'translate-y-2 opacity-0' : 'translate-y-0 opacity-100'}`}
    >
      <Icon path={look.icon} size={20} className={`mt-1.5 ${look.tint}`} />
      <p className="min-w-0 flex-1 self-center py-1 break-words">
        <span className="sr-only">{t(`toast.${toast.type}`)}: </span>
        {toast.message}
      </p>
      <button
        type="button"
        aria-label={t(TOAST_DEFAULTS.closeKey)}
        title={t(TOAST_DEFAULTS.closeKey)}
        onClick={() => closeToast(toast.id)}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover hover:text-text"
      >
        <Icon path={mdiClose} size={18} />
      </button>
    </div>
  );
}

/** The visible part of an element's box and the window's size, measured again a frame after the page scrolls or resizes. */
interface Measured {
  box: ScreenBox;
  viewport: { width: number; height: number };
}

const sameMeasure = (a: Measured, b: Measured) => JSON.stringify(a) === JSON.stringify(b);

/** Measures where an element's toasts go (see {@link visibleToastBox}), following scrolling and resizing. */
function useVisibleBox(boundary: Element): Measured {
  const measure = useCallback((): Measured => {
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    return { box: visibleToastBox(boundary.getBoundingClientRect(), viewport), viewport };
  }, [boundary]);
  const [measured, setMeasured] = useState(measure);
  useLayoutEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setMeasured((was) => {
        const next = measure();
        return sameMeasure(was, next) ? was : next;
      }));
    };
    update();
    window.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [measure]);
  return measured;
}

/** An element's toasts: each in the top layer (above the element's open dialogs) over the visible part of its box. */
function BoundedToasts({ boundary, toasts }: { boundary: Element; toasts: readonly Toast[] }) {
  const { box, viewport } = useVisibleBox(boundary);
  const rtl = getComputedStyle(boundary).direction === 'rtl';
  return <>{toasts.map((toast) => <ToastItem key={toast.id} toast={toast} layer="top" placement={boxedToastStyle(toast.position, box, viewport, rtl)} />)}</>;
}

/**
 * Shows the toasts of one target: the page's (`root`, rendered into the kit root, fixed to the window), a
 * panel's (rendered in place over the panel's positioned container), or an element's (over its `boundary`).
 */
export function ToastHost({ target = TOAST_DEFAULTS.target, boundary }: ToastHostProps) {
  const toasts = useStore($toasts).filter((toast) => toast.target === target);
  const { portalTarget } = useKitRoot();
  if (boundary) return toasts.length ? <BoundedToasts boundary={boundary} toasts={toasts} /> : null;
  const panel = isPanelTarget(target);
  const items = toasts.map((toast) => <ToastItem key={toast.id} toast={toast} layer={panel ? 'inside' : 'top'} />);
  return panel ? <>{items}</> : createPortal(items, portalTarget);
}
