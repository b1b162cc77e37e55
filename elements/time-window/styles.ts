/** Class names shared by the time-window inputs, so every field of the panel looks the same (no width). */
export const FIELD_LOOK =
  'h-control min-w-0 rounded-control border border-border bg-surface px-3 text-base text-text transition-colors duration-fast hover:border-border-strong focus-visible:outline-2 focus-visible:-outline-offset-1 disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted';

/** A full-width field. */
export const FIELD = `${FIELD_LOOK} w-full`;

/** A field's visible label. */
export const LABEL = 'text-sm font-medium text-text';

/** A hint or bounds line under a field. */
export const HINT = 'text-xs text-text-muted';
