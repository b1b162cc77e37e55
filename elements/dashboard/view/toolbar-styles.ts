// Classes the dashboard toolbar's controls share, so that each looks like the time-window button beside them.

/** A toolbar button with an icon and a text (entities select, filters), 36 px high like the time window. */
export const TOOLBAR_BUTTON =
  'inline-flex h-control max-w-full items-center gap-2 rounded-control border border-border bg-surface px-3 text-base text-text transition-colors duration-fast hover:border-border-strong hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus';

/** A round toolbar button with only an icon (narrow dashboards, back). */
export const TOOLBAR_ICON_BUTTON =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-text hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus';
