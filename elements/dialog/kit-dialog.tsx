import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { mdiClose } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';
import { useKitRoot } from '../core/kit-root.js';
import { minWidthStyle, type DialogDismissReason, type DialogSize } from './dialog.logic.js';
import { trackOpenDialog } from './dialog.store.js';
import { pushOverlay, removeOverlay } from './overlay-stack.js';

/** Props of {@link KitDialog}. */
export interface KitDialogProps {
  /** Whether the dialog is shown (modal, in the kit root). */
  open: boolean;
  /** The heading, which also names the dialog. */
  title: ReactNode;
  /** The content between the heading and the actions. */
  children?: ReactNode;
  /** Buttons at the end of the dialog, the primary one last. */
  actions?: ReactNode;
  /** Maximum width class: sm (alerts), md (forms, default), lg (wide content) or fullscreen. */
  size?: DialogSize;
  /** Minimum width in px from the spec (400 for JSON edit, 600 for the icon picker); never wider than the window. */
  minWidthPx?: number;
  /** A width chosen by the content's author (a CSS length such as `60vw`) instead of the size's maximum; never wider than the window. */
  widthCss?: string;
  /** `alertdialog` for alerts and confirms; default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Shows a close (×) button in the heading. */
  closeButton?: boolean;
  /** The element focused when the dialog opens; default the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Called when a person dismisses the dialog (Escape, the × button) or on navigation; the owner then closes it. */
  onDismiss?: (reason: DialogDismissReason) => void;
}

const WIDTH: Record<DialogSize, string> = {
  sm: 'border w-[calc(100vw-2rem)] max-w-md max-h-[calc(100dvh-2rem)] rounded-dialog',
  md: 'border w-[calc(100vw-2rem)] max-w-xl max-h-[calc(100dvh-2rem)] rounded-dialog',
  lg: 'border w-[calc(100vw-2rem)] max-w-4xl max-h-[calc(100dvh-2rem)] rounded-dialog',
  fullscreen: 'w-screen h-dvh max-w-none max-h-none rounded-none border-0',
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The elements Tab stops at inside a dialog, in order. */
function focusStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0);
}

/** The focused element, looking inside shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * The kit's modal dialog: a native `<dialog>` opened with showModal() inside the kit root (the rest of the
 * page inert), Tab and Shift+Tab wrapping inside it, Escape dismissing, focus returned to the opener on
 * close; closed by {@link closeAllDialogs} on navigation.
 */
export function KitDialog({ open, title, children, actions, size = 'md', minWidthPx, widthCss, role = 'dialog', closeButton = false, initialFocus, onDismiss }: KitDialogProps) {
  const t = useTranslate();
  const { portalTarget } = useKitRoot();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = deepActiveElement();
    const overlay = `dialog${titleId}`;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first focusable element; an explicit initial focus wins over it.
    const first = initialFocus?.current ?? (dialog.contains(deepActiveElement()) ? null : dialog);
    first?.focus({ preventScroll: true });
    pushOverlay(overlay);
    const forget = trackOpenDialog(() => dismiss.current?.('navigation'));
    return () => {
      forget();
      removeOverlay(overlay);
      if (dialog.open) dialog.close();
      if (opener?.isConnected && !dialog.contains(opener)) opener.focus({ preventScroll: true });
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the initial focus is read once, when the dialog opens
  }, [open, titleId]);

  if (!open) return null;
  const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const stops = focusStops(ref.current);
    const edge = event.shiftKey ? stops[0] : stops.at(-1);
    if (!edge || event.target !== edge) return;
    event.preventDefault();
    (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
  };
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    dismiss.current?.('escape');
  };
  // Chrome closes without a cancelable cancel event when Escape is pressed twice without other input.
  const closedByBrowser = () => {
    if (ref.current && !ref.current.open) dismiss.current?.('escape');
  };
  return createPortal(
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      title=""
      part="dialog"
      onCancel={cancel}
      onKeyDown={wrapTab}
      onClose={closedByBrowser}
      style={{ minWidth: minWidthStyle(minWidthPx), ...(widthCss ? { width: `min(${widthCss}, calc(100vw - 2rem))`, maxWidth: 'none' } : {}) }}
      className={`${WIDTH[size]} m-auto overflow-hidden border-border bg-surface-raised p-0 text-base text-text shadow-dialog transition-[opacity,scale] duration-fast ease-out backdrop:bg-backdrop starting:scale-95 starting:opacity-0`}
    >
      <div className={`flex flex-col ${size === 'fullscreen' ? 'h-full' : 'max-h-[calc(100dvh-2rem)]'}`}>
        <div className="flex items-start gap-2 px-6 pt-5 pb-2">
          <h2 id={titleId} className="min-w-0 flex-1 py-1 text-md font-semibold text-text">
            {title}
          </h2>
          {closeButton && (
            <button
              type="button"
              aria-label={t('action.close')}
              title={t('action.close')}
              onClick={() => dismiss.current?.('close-button')}
              className="-me-2 inline-flex size-9 shrink-0 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover hover:text-text"
            >
              <Icon path={mdiClose} size={20} />
            </button>
          )}
        </div>
        <div className="min-h-0 flex-1 overflow-auto px-6 py-2 text-text-muted">{children}</div>
        {actions && <div className="flex flex-wrap justify-end gap-2 px-6 pt-4 pb-5">{actions}</div>}
      </div>
    </dialog>,
    portalTarget,
  );
}
