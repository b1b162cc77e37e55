// Where a widget script failed, and the widgetException message a dashboard in edit mode posts about it
// (shared-controls §7 and §8: reduced to name, message, line and column). Pure.

/**
 * Lines of the compiled function's source before the controller script's first line: the two header lines
 * `new Function` adds, then the bootstrap's own wrapper line (see SANDBOX_BOOTSTRAP's `start`).
 */
export const SCRIPT_LINE_OFFSET = 3;

/** Longest stack text the parent reads from a frame. */
export const MAX_STACK_TEXT = 2000;

/** A line and column (1-based) in the controller script, each null when unknown. */
export interface ScriptPosition {
  line: number | null;
  column: number | null;
}

/**
 * The position of the first stack frame in the compiled script (`<anonymous>:L:C` in Chromium,
 * `> Function:L:C` in Firefox), counted from the controller script's first line; unknown when no frame is
 * there (a syntax error, which `new Function` reports without a position) or it lies in the wrapper.
 */
export function scriptPosition(stack: string): ScriptPosition {
  const match = /(?:<anonymous>|> Function):(\d+):(\d+)/.exec(stack);
  const line = match ? Number(match[1]) - SCRIPT_LINE_OFFSET : 0;
  return line > 0 ? { line, column: Number(match![2]) } : { line: null, column: null };
}

/** The `data` of a widgetException message, in ThingsBoard's field names. */
export interface WidgetExceptionData {
  name: string;
  message: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** What the parent posts for `widgetException`: the error's name and message, and its line and column when known. */
export function widgetException(failure: { name: string; message: string } & ScriptPosition): { type: 'widgetException'; data: WidgetExceptionData } {
  const data: WidgetExceptionData = { name: failure.name, message: failure.message };
  if (failure.line !== null) data.lineNumber = failure.line;
  if (failure.column !== null) data.columnNumber = failure.column;
  return { type: 'widgetException', data };
}
