import { createKitElement } from '../core/define-element.js';
import { LoadingBar } from './loading-bar.js';

/** `<tb-loading-bar inline label="…">`: shows while the configured client has requests in flight; a `count` property binds another number store. */
export const LoadingBarElement = createKitElement(LoadingBar, {
  props: { count: 'property', inline: 'boolean', label: 'string' },
});
