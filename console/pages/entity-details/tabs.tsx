import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab of a {@link Tabs} list. */
export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** Props of {@link Tabs}. */
export interface TabsProps<T extends string> {
  /** The tabs in order. */
  tabs: readonly TabItem<T>[];
  /** The selected tab. */
  selected: T;
  /** Called when a person picks a tab (click, arrow keys, Home, End). */
  onSelect: (id: T) => void;
  /** Prefix of the tab and panel element ids. */
  idPrefix: string;
  /** Accessible name of the tab list. */
  label: string;
}

/** Element id of a tab button. */
export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;

/** Element id of a tab panel. */
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A tab list (WAI-ARIA tabs with automatic activation): only the selected tab is a Tab stop; arrow keys
 * move to the previous or next tab in reading direction, Home and End to the first and last.
 */
export function Tabs<T extends string>({ tabs, selected, onSelect, idPrefix, label }: TabsProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, target.id))}`)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} onKeyDown={move} className="flex gap-1 overflow-x-auto border-b border-border px-2 sm:px-4">
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={active}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-base font-medium whitespace-nowrap transition-colors duration-fast focus-visible:-outline-offset-2 ${
              active ? 'border-accent text-accent' : 'border-transparent text-text-muted hover:border-border-strong hover:text-text'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab, labelled by its tab. */
export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} tabIndex={0} className="min-h-0 flex-1 p-2 outline-none sm:p-4">
      {children}
    </div>
  );
}
