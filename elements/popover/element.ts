import { createKitElement } from '../core/define-element.js';
import { Popover } from './popover.js';

/**
 * `<tb-popover placement="top" trigger="hover" enter-delay="0.15" leave-delay="0.1" content="…" label="…">`
 * with its origin in the default slot and rich content in `slot="content"`; fires `tb-open-change` with
 * `{ open }` when a person opens or closes it.
 */
export const PopoverElement = createKitElement(Popover, {
  props: { content: 'string', placement: 'string', trigger: 'string', enterDelay: 'number', leaveDelay: 'number', keepOnOutsideClick: 'boolean', label: 'string' },
  events: { 'tb-open-change': 'onOpenChange' },
});
