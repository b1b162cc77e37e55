/**
 * §5 key and subtype lists: typed text split at commas and semicolons into trimmed entries (blanks
 * dropped); the part after the last separator stays in the input unless `all` (Enter, leaving) takes it.
 */
export function splitEntries(text: string, all: boolean): { entries: string[]; rest: string } {
  const parts = text.split(/[,;]/);
  const rest = all ? '' : (parts.pop() ?? '');
  return { entries: parts.map((part) => part.trim()).filter((part) => part !== ''), rest };
}

/** Adds entries to a list, trimmed, ignoring blanks and duplicates (§5). */
export function addEntries(list: readonly string[], entries: readonly string[]): string[] {
  const next = [...list];
  for (const entry of entries.map((e) => e.trim())) if (entry !== '' && !next.includes(entry)) next.push(entry);
  return next;
}
