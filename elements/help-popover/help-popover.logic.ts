/** What a click on the help button does: close an open popover, open one whose content is ready, or load first. */
export function helpToggle(open: boolean, ready: boolean): 'close' | 'open' | 'load' {
  if (open) return 'close';
  return ready ? 'open' : 'load';
}
