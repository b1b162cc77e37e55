import { createKitElement } from '../core/define-element.js';
import { ToastHost } from './toast.js';

/** `<tb-toast-host target="root">`: shows the toasts that `showToast()` sends to its target. */
export const ToastHostElement = createKitElement(ToastHost, {
  props: { target: 'string' },
});
