import { createContext, useContext } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';

/**
 * The URL frames load SANDBOX_PAGE from, page-wide (`configure({ sandboxUrl })`); null (default) puts it in the
 * frame's `srcdoc`. Kept apart so a page sets it without loading the frame's document.
 */
export const $sandboxUrl = atom<string | null>(null);

const SandboxUrlContext = createContext<string | null>(null);

/** Gives the custom widgets below a sandbox URL of their own (an element's `sandbox-url`), over the page-wide one. */
export const SandboxUrlProvider = SandboxUrlContext.Provider;

/** The sandbox URL of the custom widgets here: their element's own, else the page-wide one, else null (`srcdoc`). */
export function useSandboxUrl(): string | null {
  const own = useContext(SandboxUrlContext);
  const page = useStore($sandboxUrl);
  return own || page;
}
