import { defineKitElement } from '../core/define-element.js';
import type { PopoverPlacement } from '../../sdk/catalogues/ui.js';
import { HelpPopoverElement } from './element.js';

defineKitElement('tb-help-popover', HelpPopoverElement);

declare global {
  interface HTMLElementTagNameMap {
    'tb-help-popover': HTMLElement & {
      helpContent: string;
      helpId: string;
      loadHelp: (helpId: string) => Promise<string>;
      placement: PopoverPlacement;
      label: string;
    };
  }
}
