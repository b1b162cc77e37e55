import { useState } from 'react';

/**
 * The typed text of an input over a stored value, reset to the stored value whenever that changes under it
 * (undo, a swatch, the address). The reset happens while rendering, not in an effect: under Preact an effect
 * runs after the next paint, and its reset would overwrite a keystroke typed in the meantime or show the old
 * text for a frame.
 */
export function useDraft(stored: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState({ text: stored, stored });
  const current = draft.stored === stored ? draft : { text: stored, stored };
  if (current !== draft) setDraft(current);
  return [current.text, (text) => setDraft({ text, stored })];
}
