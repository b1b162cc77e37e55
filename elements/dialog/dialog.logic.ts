/** How wide a dialog may grow: sm for alerts and confirms, md for forms, lg for wide content, fullscreen for overlays. */
export type DialogSize = 'sm' | 'md' | 'lg' | 'fullscreen';

/** Why a dialog was asked to close without its own action. */
export type DialogDismissReason = 'escape' | 'close-button' | 'navigation';

/** One alert or confirm waiting for its answer. */
export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  title: string;
  message: string;
  /** The message is HTML (sanitised before display). */
  html: boolean;
  ok?: string;
  cancel?: string;
}

/** The answer a dismissed dialog gives: a confirm answers false, an alert just closes. */
export function dismissedAnswer(kind: DialogRequest['kind']): boolean {
  return kind === 'alert';
}

/** The CSS min-width of a dialog with a spec minimum, never wider than the window less a 16 px margin each side. */
export function minWidthStyle(minWidthPx: number | undefined): string | undefined {
  return minWidthPx && minWidthPx > 0 ? `min(${minWidthPx}px, calc(100vw - 32px))` : undefined;
}
