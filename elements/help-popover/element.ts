import { createKitElement } from '../core/define-element.js';
import { HelpPopover } from './help-popover.js';

/** `<tb-help-popover help-id="…" help-content="…" placement="bottom" label="…">`; a `loadHelp` property replaces how help pages load. */
export const HelpPopoverElement = createKitElement(HelpPopover, {
  props: { helpContent: 'string', helpId: 'string', loadHelp: 'property', placement: 'string', label: 'string' },
});
