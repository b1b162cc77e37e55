import { useCallback } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { mdiAlert, mdiAlertCircle, mdiCheckCircle, mdiClose, mdiInformation } from '@mdi/js';
import { TOAST_DEFAULTS, type ToastType } from '../../sdk/catalogues/ui.js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { useKitRoot } from '../core/kit-root.js';
import { isPanelTarget, toastRole, type ToastPosition } from './toast.logic.js';
import { $toasts, closeToast, holdToast, releaseToast, type Toast } from './toast.store.js';

/** Props of {@link ToastHost}. */
export interface ToastHostProps {
  /** Which toasts it shows: `root` (default, fixed to the window) or a panel's id (placed over its positioned container). */
  target?: string;
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

function ToastItem({ toast, panel }: { toast: Toast; panel: boolean }) {
  const t = useTranslate();
  const look = LOOK[toast.type];
  const hold = useCallback(() => holdToast(toast.id), [toast.id]);
  const release = useCallback(() => releaseToast(toast.id), [toast.id]);
  return (
    <div
      ref={panel ? undefined : raise}
      popover={panel ? undefined : 'manual'}
      role={toastRole(toast.type)}
      aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
      data-type={toast.type}
      data-position={toast.position}
      part="toast"
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
      className={`${panel ? 'absolute' : 'fixed'} ${PLACE[toast.position]} m-0 flex w-max max-w-[calc(100%-2rem)] items-start gap-3 overflow-visible rounded-card border border-s-4 border-border ${look.edge} bg-surface-raised py-2.5 ps-3 pe-1.5 text-base text-text shadow-popover transition-[opacity,translate] duration-100 ease-out sm:max-w-[35rem] starting:translate-y-2 starting:opacity-0 ${toast.closing ? 'translate-y-2 opacity-0' : 'translate-y-0 opacity-100'}`}
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

/**
 * Shows the toasts of one target: the page's (`root`, rendered into the kit root, fixed to the window)
 * or a panel's (rendered in place over the panel's positioned container).
 */
export function ToastHost({ target = TOAST_DEFAULTS.target }: ToastHostProps) {
  const toasts = useStore($toasts).filter((toast) => toast.target === target);
  const { portalTarget } = useKitRoot();
  const panel = isPanelTarget(target);
  const items = toasts.map((toast) => <ToastItem key={toast.id} toast={toast} panel={panel} />);
  return panel ? <>{items}</> : createPortal(items, portalTarget);
}
