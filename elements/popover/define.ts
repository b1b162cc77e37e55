import { defineKitElement } from '../core/define-element.js';
import type { PopoverPlacement } from '../../sdk/catalogues/ui.js';
import { PopoverElement } from './element.js';

defineKitElement('tb-popover', PopoverElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-popover': HTMLElement & {
      content: string;
      placement: PopoverPlacement;
      trigger: string;
      enterDelay: number;
      leaveDelay: number;
      keepOnOutsideClick: boolean;
      label: string;
    };
  }
}
