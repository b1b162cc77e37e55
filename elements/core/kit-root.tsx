import { createContext, useContext, type ReactNode } from 'react';

/** Where a control lives: the shadow root of its element, or the document in the console. */
export interface KitRoot {
  /** The node popups, dialogs and toasts render into so that they are styled and stay encapsulated. */
  portalTarget: Element | DocumentFragment;
  /** The custom element hosting the control, when it runs as one. */
  host: HTMLElement | null;
  /** The toast target the controls inside show their toasts in (an embedded dashboard's own); default `root`. */
  toastTarget?: string;
}

const KitRootContext = createContext<KitRoot | null>(null);

/** Provides the kit root to the controls below. */
export function KitRootProvider({ value, children }: { value: KitRoot; children: ReactNode }) {
  return <KitRootContext.Provider value={value}>{children}</KitRootContext.Provider>;
}

/** The kit root of the nearest element, or the document body outside any element. */
export function useKitRoot(): KitRoot {
  return useContext(KitRootContext) ?? { portalTarget: document.body, host: null };
}
